import type { ReactNode } from 'react';
import { Grid, Paper, Stack } from '@mantine/core';

interface PanelFormLayoutProps {
  /** The form's sections, in a column. */
  children: ReactNode;
  /** The status and the buttons, in a framed section that stays in view while the fields scroll. */
  aside: ReactNode;
  /** The id of the heading inside `aside`, which names it. */
  asideHeadingId: string;
}

/** A panel form's page: fields on the left, status and buttons on the right (below them on a phone). */
export function PanelFormLayout({ children, aside, asideHeadingId }: PanelFormLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={asideHeadingId} style={{ position: 'sticky', top: 16 }}>
          <Stack gap="md">{aside}</Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

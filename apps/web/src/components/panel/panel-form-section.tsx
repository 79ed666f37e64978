import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface PanelFormSectionProps {
  /** The id of the section's h2, which names it. */
  headingId: string;
  /** The h2; left out when a child renders the heading itself with `headingId` (a radio group's label). */
  title?: string;
  /** A sentence under the heading. */
  hint?: string;
  children: ReactNode;
}

/** A framed part of a panel form, named by its h2. */
export function PanelFormSection({ headingId, title, hint, children }: PanelFormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      {title ? (
        <Title order={2} size="h4" mb={hint ? 4 : 'md'} id={headingId}>
          {title}
        </Title>
      ) : null}
      {hint ? (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

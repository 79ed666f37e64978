import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';

interface PanelListRowProps {
  /** `data-testid` of the row. */
  testId: string;
  /** The picture or icon at the start. */
  media: ReactNode;
  /** How the picture and the menu sit beside the text: centred, or at its top when the text runs long. */
  align: 'center' | 'flex-start';
  /** The item's name, linked to its form. */
  title: string;
  to: string;
  /** A line above the name (the offer's kind). */
  overline?: ReactNode;
  /** Lines under the name: status, dates… */
  children: ReactNode;
  /** The row's menu (`PanelRowMenu`). */
  menu: ReactNode;
}

/** One item of a panel list, an `<li>`: picture, name linked to its form, details, and its menu at the end. */
export function PanelListRow({ testId, media, align, title, to, overline, children, menu }: PanelListRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={testId}>
      <Group gap="md" wrap="nowrap" align={align}>
        {media}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {overline}
          <Anchor component={Link} to={to} fw={600} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
          {children}
        </Stack>
        {menu}
      </Group>
    </Paper>
  );
}

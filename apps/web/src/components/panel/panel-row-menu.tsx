import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface PanelRowMenuProps {
  /** The menu button's accessible name ("Actions for Hinges"). */
  label: string;
  /** The item's form. */
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  /** The item's own moves (publish, close…), listed between editing and deleting. */
  children?: ReactNode;
}

/** The "…" menu at the end of a panel list's row: edit, the item's own moves, then delete (set apart, in red). */
export function PanelRowMenu({ label, editTo, editLabel, deleteLabel, onDelete, children }: PanelRowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={label}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editTo} leftSection={<IconPencil size={16} aria-hidden />}>
          {editLabel}
        </Menu.Item>
        {children}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {deleteLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A link, shown as a button with a plus, to a panel list's form for a new item ("New product"). */
export function NewItemButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
      {children}
    </Button>
  );
}

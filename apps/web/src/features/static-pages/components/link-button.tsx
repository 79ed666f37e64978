import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** `primary` is a filled button, `secondary` an outlined one. */
  kind?: 'primary' | 'secondary';
}

/** A router link that looks like a button. Dark shades keep the text contrast at WCAG AA or better. */
export function LinkButton({ to, children, kind = 'primary' }: LinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      size="md"
      radius="md"
      variant={kind === 'primary' ? 'filled' : 'outline'}
      color={kind === 'primary' ? 'blue.8' : 'blue.9'}
      bg={kind === 'secondary' ? 'var(--mantine-color-body)' : undefined}
    >
      {children}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { Paper, Stack, type MantineBreakpoint } from '@mantine/core';

/**
 * The phone form of a table that does not fit a narrow screen: a list of bordered blocks, one per
 * row, displayed only below `hiddenFrom` (the table beside it is `visibleFrom` the same breakpoint,
 * so assistive technology meets each fact once).
 */
export function PhoneBlocks({ label, hiddenFrom, testId, children }: { label: string; hiddenFrom: MantineBreakpoint; testId?: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} hiddenFrom={hiddenFrom} aria-label={label} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One row of a PhoneBlocks list. */
export function PhoneBlock({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py="xs">
      {children}
    </Paper>
  );
}

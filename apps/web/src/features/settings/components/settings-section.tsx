import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import classes from './settings-section.module.css';

export const sectionHeadingId = (id: string) => `${id}-heading`;

interface SettingsSectionProps {
  /** The anchor (`/panel/settings#id`). */
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}

/** One part of the settings page: a titled region the section list links to. */
export function SettingsSection({ id, title, description, danger, children }: SettingsSectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={sectionHeadingId(id)}
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      className={danger ? `${classes.section} ${classes.danger}` : classes.section}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={sectionHeadingId(id)} tabIndex={-1} c={danger ? 'red.9' : undefined} style={{ outline: 'none' }}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

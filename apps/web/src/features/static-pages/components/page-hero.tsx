import type { ReactNode } from 'react';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SECONDARY_TEXT } from './colors.ts';

interface PageHeroProps {
  /** Short line above the heading, e.g. the audience of the page. */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Calls to action, usually buttons rendered as links. */
  actions?: ReactNode;
  /** Extra content under the lead (a date line, a note). */
  children?: ReactNode;
}

/** The top of every static page: the page's only h1, a lead paragraph and optional calls to action. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <Box
      py={{ base: 40, sm: 64 }}
      style={{
        background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-7))',
        borderBottom: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
      }}
    >
      <Container size="lg">
        <Stack gap="md" maw={760}>
          {eyebrow ? (
            <Text fw={700} tt="uppercase" fz="sm" c="light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-2))">
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {title}
          </Title>
          {lead ? (
            <Text fz={{ base: 'md', sm: 'lg' }} c={SECONDARY_TEXT}>
              {lead}
            </Text>
          ) : null}
          {children}
          {actions ? (
            <Group gap="sm" mt="xs">
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

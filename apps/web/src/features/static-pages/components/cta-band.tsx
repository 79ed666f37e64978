import type { ReactNode } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SECONDARY_TEXT } from './colors.ts';

interface CtaBandProps {
  title: string;
  text: string;
  /** Buttons or links. */
  children: ReactNode;
}

/** A closing call to action at the bottom of a page. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const headingId = useId();
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }} component="section" aria-labelledby={headingId}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))' }}>
        <Stack gap="md" align="flex-start">
          <Title order={2} id={headingId} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          <Text maw={640} c={SECONDARY_TEXT}>
            {text}
          </Text>
          <Group gap="sm">{children}</Group>
        </Stack>
      </Paper>
    </Container>
  );
}

import { useId, type ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SECONDARY_TEXT } from './colors.ts';

interface PageSectionProps {
  title: string;
  intro?: string;
  children?: ReactNode;
  /** A light background to set the section apart from its neighbours. */
  tinted?: boolean;
  /** Narrow text column for long reading (legal texts, FAQ). */
  narrow?: boolean;
}

/** A titled section (h2) of a static page, labelled by its heading. */
export function PageSection({ title, intro, children, tinted = false, narrow = false }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      py={{ base: 32, sm: 48 }}
      style={tinted ? { background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))' } : undefined}
    >
      <Container size={narrow ? 'md' : 'lg'}>
        <Stack gap="lg">
          <Stack gap="xs" maw={760}>
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {title}
            </Title>
            {intro ? (
              <Text fz="md" c={SECONDARY_TEXT}>
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

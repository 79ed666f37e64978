import { Container, Stack, Title, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PageContainerProps {
  title: string;
  intro?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A page's frame: one h1 (also the tab title), an optional intro, then the content. */
export function PageContainer({ title, intro, size = 'md', children }: PageContainerProps) {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {intro ? (
            <Text c="dimmed" size="lg">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

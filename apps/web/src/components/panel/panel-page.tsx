import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface PanelPageProps {
  /** The page's only h1. */
  title: string;
  /** The tab title when it differs from the h1 (the route's label in the client rules). */
  documentTitle?: string;
  intro?: ReactNode;
  /** Buttons beside the title ("New product"); below it on a phone. */
  actions?: ReactNode;
  /** Links above the title, the current page last (not linked). */
  trail?: { label: string; to?: string }[];
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A panel page's frame: breadcrumbs, one h1 with its actions, an intro, then the content. */
export function PanelPage({ title, documentTitle, intro, actions, trail, size = 'lg', children }: PanelPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {trail && trail.length > 0 ? (
          <nav aria-label={t('panel.breadcrumbs')}>
            <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 }, breadcrumb: { whiteSpace: 'normal', minWidth: 0 } }}>
              {trail.map((step) =>
                step.to ? (
                  <Anchor key={step.label} component={Link} to={step.to} size="sm" c="blue.8">
                    {step.label}
                  </Anchor>
                ) : (
                  <Text key={step.label} size="sm" c="gray.7" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
                    {step.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          </nav>
        ) : null}
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {intro ? <Text c="dimmed">{intro}</Text> : null}
          </Stack>
          {actions ? (
            <Group gap="sm" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Any unknown address: say so plainly and offer the ways on. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }} px="md">
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.body')}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('notFound.address', { path: pathname })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.home}>
            {t('notFound.home')}
          </Button>
          <Button component={Link} to={paths.faq} variant="default">
            {t('notFound.help')}
          </Button>
          <Button component={Link} to={paths.about} variant="subtle">
            {t('notFound.about')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

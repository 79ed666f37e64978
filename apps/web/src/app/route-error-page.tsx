import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** When a page fails to load or render: a plain sentence and a way out; the error is reported. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={64} px="md">
      <Stack gap="md" role="alert">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.body')}</Text>
        <Group gap="sm">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

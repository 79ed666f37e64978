import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOutbox } from '../api/outbox.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { fromNow } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';

/** A same-site link opens inside the app; anything else as a normal link. */
function MailLink({ href }: { href: string }) {
  let url: URL | null;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    url = null;
  }
  if (url && url.origin === window.location.origin) {
    return (
      <Anchor component={Link} to={url.pathname + url.search} style={{ overflowWrap: 'anywhere' }}>
        {url.pathname + url.search}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}

export function OutboxList() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const outbox = useOutbox(true);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="outbox-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="outbox-heading">
          {t('dev.outbox.title')}
        </Title>
        <Button variant="light" size="xs" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('dev.outbox.refresh')}
        </Button>
      </Group>
      {outbox.isPending ? (
        <Skeleton h={80} />
      ) : outbox.isError ? (
        <Alert color="yellow" role="alert">
          {t(errorMessageKey(outbox.error))}
        </Alert>
      ) : outbox.data.length === 0 ? (
        <Text c="dimmed">{t('dev.outbox.empty')}</Text>
      ) : (
        <Stack gap="md">
          {outbox.data.map((mail) => (
            <Paper key={mail.uid} withBorder p="md" component="article">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('dev.outbox.to', { to: mail.to })} · <time dateTime={mail.createdAt}>{fromNow(mail.createdAt, language)}</time>
              </Text>
              {mail.links.length ? (
                <Stack gap={4} mt="xs">
                  {mail.links.map((link) => (
                    <MailLink key={link} href={link} />
                  ))}
                </Stack>
              ) : null}
              <Text component="pre" size="xs" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {mail.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

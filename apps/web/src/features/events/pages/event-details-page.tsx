import { useEffect } from 'react';
import { Alert, Box, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCalendarPlus, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { EventDetails } from '@fairhub/shared/events';
import type { Language } from '@fairhub/shared/constants';
import { EventStatusBadge, useEventRelative } from '../../../components/catalogue/event-card.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { downloadIcs, icsFileName } from '../../../lib/ics.ts';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { eventQueryOptions } from '../api/event-details.ts';
import { EventDescription } from '../components/event-description.tsx';
import {
  CodesSection,
  DetailsSection,
  ExhibitorsSection,
  OrganizerSection,
  PlaceSection,
  RegistrationSection,
  ScheduleSection,
} from '../components/event-details-sections.tsx';
import { eventToIcs } from '../components/event-ics.ts';
import { ShareLinks } from '../components/share-links.tsx';
import { TakePartSection } from '../components/take-part-section.tsx';

/** The address of an event page anyone can open. */
export function eventPageUrl(event: Pick<EventDetails, 'uid' | 'slug'>): string {
  return `${window.location.origin}${paths['event-details'](event.uid, event.slug)}`;
}

/**
 * /events/:uid/:slug? (route `event-details`). A missing or outdated slug is replaced by the event's
 * own, keeping the query and hash; signed in, the token goes along so owners can see their drafts.
 */
export function EventDetailsPage() {
  const { t, i18n } = useTranslation('events');
  const { uid = '', slug } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectIsLoggedIn);
  const query = useQuery(eventQueryOptions(uid, i18n.language, signedIn));
  const event = query.data;
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;

  useDocumentTitle(event ? event.title : notFound ? t('notFound.title') : t('details.loadingTitle'));

  useEffect(() => {
    if (!event || slug === event.slug) return;
    void navigate({ pathname: paths['event-details'](event.uid, event.slug), search: location.search, hash: location.hash }, { replace: true });
  }, [event, slug, location.search, location.hash, navigate]);

  if (query.isPending) return <DetailsSkeleton />;
  if (notFound) return <EventNotFound />;
  if (query.isError) {
    return (
      <Container size="lg" py="xl" px={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('details.loadingTitle')}
          </Title>
          <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Stack>
      </Container>
    );
  }
  return <EventView event={query.data} />;
}

function EventView({ event }: { event: EventDetails }) {
  const { t, i18n } = useTranslation('events');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const relative = useEventRelative(event);
  const pageUrl = eventPageUrl(event);

  const addToCalendar = () => {
    downloadIcs(eventToIcs(event, pageUrl, t('card.online')), icsFileName(event.slug || event.title));
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Box>
          <Button component={Link} to={paths.events} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} c="blue.8" px={4}>
            {t('details.back')}
          </Button>
        </Box>
        {event.coverImage ? (
          <img
            src={event.coverImage}
            alt=""
            style={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
          />
        ) : null}
        {event.status === 'cancelled' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('details.cancelledTitle')}>
            {t('details.cancelledBody')}
          </Alert>
        ) : null}
        {event.status === 'draft' ? (
          <Alert color="yellow" variant="light" icon={<IconPencil size={20} aria-hidden />} title={t('details.draftTitle')}>
            {t('details.draftBody')}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Group gap="xs">
            <EventStatusBadge status={event.status} />
            <Text size="sm" fw={600} c="blue.9">
              {relative}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          {event.summary ? (
            <Text size="lg" c="dimmed">
              {event.summary}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="sm">
          <Group>
            <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={addToCalendar}>
              {t('details.addToCalendar')}
            </Button>
          </Group>
          <ShareLinks url={pageUrl} title={event.title} text={event.summary} />
        </Stack>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <TakePartSection event={event} />
              <ScheduleSection event={event} language={language} relative={relative} />
              <PlaceSection event={event} />
              <RegistrationSection event={event} language={language} />
              <OrganizerSection event={event} />
              <CodesSection event={event} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <DetailsSection id="event-about" title={t('details.about')}>
                {event.description ? <EventDescription text={event.description} /> : <Text c="dimmed">{t('details.noDescription')}</Text>}
              </DetailsSection>
              <ExhibitorsSection event={event} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('events');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg" aria-busy="true" role="status" aria-label={t('details.loading')}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={34} width="70%" />
        <Skeleton height={16} width="50%" />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={180} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={180} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function EventNotFound() {
  const { t } = useTranslation('events');
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }} px="md">
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.body')}</Text>
        <Group>
          <Button component={Link} to={paths.events}>
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

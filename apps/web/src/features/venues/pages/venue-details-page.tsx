import { Anchor, Box, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconBuildingWarehouse, IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { VenueDetails } from '@fairhub/shared/venues';
import {
  BackLink,
  DetailsContainer,
  DetailsLoadError,
  DetailsNotFound,
  DetailsSection,
  DetailsSkeleton,
  EventCardGrid,
  MoreLink,
  PlainTextParagraphs,
} from '../../../components/catalogue/directory-details.tsx';
import { PlaceMap } from '../../../components/catalogue/place-map.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { venueQueryOptions } from '../api/venue-details.ts';
import { numberFormat } from '../../../lib/intl-formats.ts';

/** /venues/:uid (route `venue-details`): a venue, where it is, and what is coming up there. */
export function VenueDetailsPage() {
  const { t, i18n } = useTranslation('directory');
  const { uid = '' } = useParams();
  const query = useQuery(venueQueryOptions(uid, i18n.language));

  if (query.isPending) return <DetailsSkeleton label={t('venues.details.loading')} title={t('venues.details.fallbackTitle')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <DetailsNotFound
          title={t('venues.details.notFoundTitle')}
          body={t('venues.details.notFoundBody')}
          action={{ to: paths['venues-list'], label: t('venues.details.browse') }}
        />
      );
    }
    return <DetailsLoadError title={t('venues.details.fallbackTitle')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <VenueView venue={query.data} />;
}

/** "More events in Gdańsk": the events list filtered by the venue's city and country. */
export function eventsNearVenue(venue: Pick<VenueDetails, 'city' | 'country'>): string {
  return `${paths.events}?${new URLSearchParams({ city: venue.city, country: venue.country.code }).toString()}`;
}

/** One line of the facts list: an icon and a label (dt), the value under them (dd). */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        <Group gap={6} component="span" wrap="nowrap">
          <Box component="span" c="blue.8" style={{ lineHeight: 0 }}>
            {icon}
          </Box>
          {label}
        </Group>
      </Text>
      <Text component="dd" m={0} pl={26} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function VenuePhotos({ venue }: { venue: VenueDetails }) {
  const { t } = useTranslation('directory');
  const [first, ...others] = venue.photos.length > 0 ? venue.photos : venue.photo ? [venue.photo] : [];
  if (!first) {
    return (
      <Box
        aria-hidden="true"
        h={{ base: 140, sm: 200 }}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-5))',
          color: 'var(--mantine-color-blue-8)',
        }}
      >
        <IconBuildingWarehouse size={64} stroke={1.2} />
      </Box>
    );
  }
  const total = others.length + 1;
  const alt = (index: number) =>
    total > 1 ? t('venues.details.photoAltNumbered', { name: venue.name, number: index + 1, total }) : t('venues.details.photoAlt', { name: venue.name });
  const imageStyle = { display: 'block', width: '100%', objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' } as const;
  return (
    <Stack gap="sm">
      <img src={first} alt={alt(0)} style={{ ...imageStyle, height: 'clamp(180px, 40vw, 380px)' }} />
      {others.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {others.map((photo, index) => (
            <img key={photo} src={photo} alt={alt(index + 1)} loading="lazy" decoding="async" style={{ ...imageStyle, height: 120 }} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function VenueView({ venue }: { venue: VenueDetails }) {
  const { t, i18n } = useTranslation('directory');
  useDocumentTitle(venue.name);
  const place = `${venue.city}, ${venue.country.name}`;

  return (
    <DetailsContainer>
      <Stack gap="lg">
        <BackLink to={paths['venues-list']} label={t('venues.details.back')} />
        <VenuePhotos venue={venue} />
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {venue.name}
          </Title>
          <Text size="lg" c="dimmed">
            {place}
          </Text>
        </Stack>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {venue.description ? (
              <DetailsSection id="venue-about" title={t('venues.details.about')}>
                <PlainTextParagraphs text={venue.description} />
              </DetailsSection>
            ) : null}
            <DetailsSection id="venue-location" title={t('venues.details.location')}>
              <PlaceMap latitude={venue.latitude} longitude={venue.longitude} name={venue.name} address={[venue.address, place]} />
            </DetailsSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="aside" aria-label={t('venues.details.facts')}>
            <Stack gap="md" component="dl" m={0}>
              <Fact icon={<IconMapPin size={20} aria-hidden />} label={t('venues.details.address')}>
                {venue.address}
              </Fact>
              {venue.capacity !== null ? (
                <Fact icon={<IconUsers size={20} aria-hidden />} label={t('venues.details.capacity')}>
                  {t('card.capacity', { value: numberFormat(i18n.language).format(venue.capacity) })}
                </Fact>
              ) : null}
              <Fact icon={<IconBuilding size={20} aria-hidden />} label={t('venues.details.owner')}>
                <Anchor component={Link} to={paths['organizer-details'](venue.owner.uid)}>
                  {venue.owner.name}
                </Anchor>
              </Fact>
              <Fact icon={<IconCalendarEvent size={20} aria-hidden />} label={t('venues.details.comingCount')}>
                {venue.upcomingEventCount > 0 ? t('card.upcomingEvents', { count: venue.upcomingEventCount }) : t('card.noUpcomingEvents')}
              </Fact>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <DetailsSection
        id="venue-events"
        title={t('venues.details.comingEvents')}
        more={<MoreLink to={eventsNearVenue(venue)}>{t('venues.details.moreEvents', { city: venue.city })}</MoreLink>}
      >
        {venue.upcomingEvents.length > 0 ? <EventCardGrid events={venue.upcomingEvents} /> : <Text c="dimmed">{t('venues.details.noEvents')}</Text>}
      </DetailsSection>
    </DetailsContainer>
  );
}

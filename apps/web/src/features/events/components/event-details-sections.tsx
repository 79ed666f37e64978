import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconExternalLink, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetails } from '@fairhub/shared/events';
import type { Language } from '@fairhub/shared/constants';
import { PlaceMap } from '../../../components/catalogue/place-map.tsx';
import { formatEventSchedule, formatInstant } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';

const LINK = 'blue.8';

/** A titled block of the details page: a <section> named by its h2. */
export function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" padding="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Start and end in the event's zone with the zone's name; the reader's own clock when it differs. */
export function ScheduleSection({ event, language, relative }: { event: EventDetails; language: Language; relative: string }) {
  const { t } = useTranslation('events');
  const schedule = formatEventSchedule(event.startsAt, event.endsAt, event.timeZone, language);
  return (
    <DetailsSection id="event-when" title={t('details.when')}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text>
            <time dateTime={event.startsAt}>{schedule.start}</time>
            {' – '}
            <time dateTime={event.endsAt}>{schedule.end}</time>
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('details.zone', { name: schedule.zoneName, id: schedule.zoneId })}
        </Text>
        {schedule.reader ? (
          <Text size="sm">{t('details.readerTime', { start: schedule.reader.start, end: schedule.reader.end, zone: schedule.reader.zoneName })}</Text>
        ) : null}
        <Text size="sm" fw={600} c="blue.9">
          {relative}
        </Text>
      </Stack>
    </DetailsSection>
  );
}

export function PlaceSection({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  if (event.online || !event.venue) {
    return (
      <DetailsSection id="event-where" title={t('details.where')}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconWorld size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Stack gap={4}>
            <Text>{event.online ? t('details.onlineNotice') : [event.city, event.country?.name].filter(Boolean).join(', ')}</Text>
            {event.online && event.onlineUrl ? (
              <Anchor href={event.onlineUrl} target="_blank" rel="noopener noreferrer" c={LINK} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('details.onlineLink')}
                <span className="sr-only"> {t('share.newTab')}</span>
              </Anchor>
            ) : null}
          </Stack>
        </Group>
      </DetailsSection>
    );
  }
  const venue = event.venue;
  return (
    <DetailsSection id="event-where" title={t('details.where')}>
      <Stack gap="sm">
        <Anchor component={Link} to={paths['venue-details'](venue.uid)} c={LINK} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {venue.name}
        </Anchor>
        <PlaceMap latitude={venue.latitude} longitude={venue.longitude} name={venue.name} address={[venue.address, `${venue.city}, ${venue.country.name}`]} />
      </Stack>
    </DetailsSection>
  );
}

export type RegistrationState = 'notYet' | 'open' | 'closed' | 'openUntil' | 'openFrom' | null;

/** Where registration stands at `now`, from its optional opening and closing times. */
export function registrationState(opensAt: string | null, closesAt: string | null, now: number = Date.now()): RegistrationState {
  const opens = opensAt ? Date.parse(opensAt) : null;
  const closes = closesAt ? Date.parse(closesAt) : null;
  if (opens === null && closes === null) return null;
  if (closes !== null && now >= closes) return 'closed';
  if (opens !== null && now < opens) return 'notYet';
  return closes !== null ? 'openUntil' : 'openFrom';
}

export function RegistrationSection({ event, language }: { event: EventDetails; language: Language }) {
  const { t } = useTranslation('events');
  const state = registrationState(event.registrationOpensAt, event.registrationClosesAt);
  if (!state) return null;
  const at = (value: string | null) => (value ? formatInstant(value, event.timeZone, language) : '');
  const opens = at(event.registrationOpensAt);
  const closes = at(event.registrationClosesAt);
  const color = state === 'closed' ? 'gray' : state === 'notYet' ? 'yellow' : 'green';
  const badge = state === 'closed' ? t('registration.closedBadge') : state === 'notYet' ? t('registration.notYetBadge') : t('registration.openBadge');
  return (
    <DetailsSection id="event-registration" title={t('registration.title')}>
      <Stack gap={6}>
        <Group>
          <Badge color={color} variant="light" tt="none">
            {badge}
          </Badge>
        </Group>
        {opens ? <Text size="sm">{t('registration.opens', { date: opens })}</Text> : null}
        {closes ? <Text size="sm">{t('registration.closes', { date: closes })}</Text> : null}
      </Stack>
    </DetailsSection>
  );
}

export function OrganizerSection({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const organizer = event.organizer;
  return (
    <DetailsSection id="event-organizer" title={t('details.organizer')}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuilding size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Anchor component={Link} to={paths['organizer-details'](organizer.uid)} c={LINK} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {organizer.name}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {organizer.city}, {organizer.country.name}
        </Text>
        {organizer.description ? (
          <Text size="sm" lineClamp={4}>
            {organizer.description}
          </Text>
        ) : null}
        {organizer.website ? (
          <Anchor href={organizer.website} target="_blank" rel="noopener noreferrer" c={LINK} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('details.website')}
            <span className="sr-only"> {t('share.newTab')}</span>
          </Anchor>
        ) : null}
        <Anchor component={Link} to={`${paths.events}?${new URLSearchParams({ organizer: organizer.uid }).toString()}`} c={LINK} size="sm">
          {t('details.moreByOrganizer')}
        </Anchor>
      </Stack>
    </DetailsSection>
  );
}

export function CodesSection({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  if (event.codes.length === 0) return null;
  return (
    <DetailsSection id="event-codes" title={t('details.codes')}>
      <Stack gap={8}>
        {event.codes.map((code) => (
          <Anchor
            key={code.code}
            component={Link}
            to={`${paths.events}?${new URLSearchParams({ code: code.code }).toString()}`}
            c={LINK}
            size="sm"
            title={t('details.codeLink', { code: code.code, name: code.name })}
          >
            <Group gap={8} wrap="nowrap" align="flex-start" component="span">
              <Badge variant="outline" color="gray.8" tt="none" style={{ flexShrink: 0 }} component="span">
                {code.code}
              </Badge>{' '}
              <span>{code.name}</span>
            </Group>
          </Anchor>
        ))}
      </Stack>
    </DetailsSection>
  );
}

/** Exhibitors shown before "Show all". */
export const EXHIBITORS_SHOWN = 20;

export function ExhibitorsSection({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const [all, setAll] = useState(false);
  const shown = all ? event.exhibitors : event.exhibitors.slice(0, EXHIBITORS_SHOWN);
  return (
    <DetailsSection id="event-exhibitors" title={t('exhibitors.title', { count: event.exhibitors.length })}>
      {event.exhibitors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('exhibitors.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          <List listStyleType="none" spacing="xs" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
            {shown.map(({ company, stand }) => (
              <List.Item key={company.uid}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={paths['organizer-details'](company.uid)} c={LINK} fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {company.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {company.city}, {company.country.name}
                    </Text>
                  </Stack>
                  {stand ? (
                    <Badge variant="light" color="blue" tt="none" style={{ flexShrink: 0 }}>
                      {t('exhibitors.stand', { stand })}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
          {event.exhibitors.length > EXHIBITORS_SHOWN ? (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setAll((value) => !value)} aria-expanded={all}>
                {all ? t('exhibitors.showFewer') : t('exhibitors.showAll', { count: event.exhibitors.length })}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </DetailsSection>
  );
}

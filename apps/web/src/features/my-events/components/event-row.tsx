import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyEventSummary } from '@fairhub/shared/my-events';
import type { Language } from '@fairhub/shared/constants';
import { publicPaths } from '@fairhub/shared/public-paths';
import { PanelListRow } from '../../../components/panel/panel-list-row.tsx';
import { PanelRowMenu } from '../../../components/panel/panel-row-menu.tsx';
import { formatEventDates } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { EventStatusBadge, ParticipationBadge } from './event-status-badge.tsx';
import classes from './my-events.module.css';

interface EventRowProps {
  event: MyEventSummary;
  /** Drafts of an organizer's admin can be deleted from the list. */
  onDelete?: (event: MyEventSummary) => void;
}

function Cover({ event }: { event: MyEventSummary }) {
  if (event.coverImage) return <img className={classes.cover} src={event.coverImage.url} alt="" />;
  return (
    <ThemeIcon size={64} radius="sm" variant="light" color="gray" aria-hidden>
      <IconCalendarEvent size={30} stroke={1.5} />
    </ThemeIcon>
  );
}

/**
 * One event in a panel list: cover, title (to the form for its organizer, to the public page for a
 * participant), status, dates in the event's zone, place, and the participants or the caller's own part.
 */
export function EventRow({ event, onDelete }: EventRowProps) {
  const { t, i18n } = useTranslation('my-events');
  const language = i18n.language as Language;
  const formPath = paths['panel_event-form'](event.uid);
  const to = event.organizing ? formPath : publicPaths.event(event.uid, event.slug);
  const place = event.venue ? `${event.venue.name}, ${event.venue.city}` : event.onlineUrl ? t('list.online') : t('list.noPlace');

  return (
    <PanelListRow
      testId="event-row"
      media={<Cover event={event} />}
      align="flex-start"
      title={event.title}
      to={to}
      menu={
        onDelete && event.status === 'draft' ? (
          <PanelRowMenu
            label={t('list.actionsFor', { name: event.title })}
            editTo={formPath}
            editLabel={t('list.edit')}
            deleteLabel={t('actions.deleteDraft')}
            onDelete={() => onDelete(event)}
          />
        ) : null
      }
    >
      <Group gap="xs" style={{ rowGap: 4 }}>
        <EventStatusBadge status={event.status} />
        {event.participation ? <ParticipationBadge role={event.participation.role} status={event.participation.status} /> : null}
        <Text size="sm" fw={600}>
          {formatEventDates(event.startsAt, event.endsAt, event.timeZone, language).text}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {event.venue || !event.onlineUrl ? <IconMapPin size={14} aria-hidden /> : <IconWorld size={14} aria-hidden />}
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {event.organizing ? place : t('list.byOrganizer', { place, organizer: event.organizer.name })}
        </Text>
      </Group>
      {event.participants ? (
        <Text size="sm" c="gray.7">
          {t('list.participants', {
            approved: event.participants.approved,
            pending: event.participants.applicationsPending,
            count: event.participants.approved,
          })}
        </Text>
      ) : null}
      {event.status === 'cancelled' && event.cancelReason ? (
        <Text size="sm" c="gray.7">
          {t('list.cancelReason', { reason: event.cancelReason })}
        </Text>
      ) : null}
    </PanelListRow>
  );
}

import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventInvitationLink } from '@fairhub/shared/participation';
import { formatEventSchedule } from '../../../lib/event-dates.ts';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';

/** The event an organizer's invitation is for: its title (a link to its page), dates, place, organizer and the role offered. */
export function EventInvitationSummary({ event }: { event: EventInvitationLink }) {
  const { t, i18n } = useTranslation('participation');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const schedule = formatEventSchedule(event.startsAt, event.endsAt, event.timeZone, language);
  return (
    <Paper withBorder p="md" bg="gray.0">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="blue.9" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconCalendarEvent size={18} aria-hidden />
          {t('register.role', { role: t(`roles.${event.role}`) })}
        </Text>
        <Anchor component={Link} to={paths['event-details'](event.uid, event.slug)} fw={700} fz="lg" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Anchor>
        <Text size="sm">
          {schedule.start} – {schedule.end}
          {event.city ? ` · ${event.city}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {t('register.organizer', { name: event.organizer.name })}
        </Text>
      </Stack>
    </Paper>
  );
}

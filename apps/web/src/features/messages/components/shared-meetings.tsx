import { Anchor, Group, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import type { SharedMeeting } from '@fairhub/shared/messages';
import { meetingTimeText } from '../../../components/meetings/meeting-time.ts';
import { viewerTimeZone } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';

/** Where a meeting is handled: accepted ones in the schedule, requests to the reader in Requests, their own in Sent. */
function meetingPath(meeting: SharedMeeting): string {
  if (meeting.status === 'accepted') return paths['panel_meetings-schedule'];
  return meeting.sentByMe ? paths['panel_meetings-sent'] : paths['panel_meetings-requests'];
}

/**
 * The conversation header's coming meetings of the two (accepted and pending, soonest first, at
 * most three from the server), each with its state and time in the meeting's zone, linking to the
 * meetings page where it is answered or seen.
 */
export function SharedMeetings({ meetings }: { meetings: SharedMeeting[] }) {
  const { t, i18n } = useTranslation('messages');
  if (meetings.length === 0) return null;
  const language = i18n.language as Language;
  const viewerZone = viewerTimeZone();
  return (
    <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
      <IconCalendarTime size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="gray.7" style={{ minWidth: 0 }}>
        {t('thread.sharedMeetings')}{' '}
        {meetings.map((meeting, index) => {
          const when = meetingTimeText(meeting.startsAt, meeting.endsAt, meeting.timeZone, viewerZone, language);
          const status =
            meeting.status === 'accepted' ? t('thread.meetingAccepted') : meeting.sentByMe ? t('thread.meetingAwaitingThem') : t('thread.meetingAwaitingYou');
          const where = meeting.eventTitle ?? t('thread.meetingOutsideEvents');
          return (
            <span key={meeting.uid}>
              {index > 0 ? '; ' : null}
              <Anchor component={Link} to={meetingPath(meeting)} inherit c="blue.8">
                {t('thread.meetingLink', { status, when: `${when.day}, ${when.time}` })}
              </Anchor>{' '}
              ({where})
            </span>
          );
        })}
      </Text>
    </Group>
  );
}

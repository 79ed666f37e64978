import { useState } from 'react';
import { Anchor, Button, Card, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarDown, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import type { Meeting, MeetingPerson } from '@fairhub/shared/meetings';
import { StatusBadge, type StatusTone } from '../../../components/panel/status-badge.tsx';
import { SendMessageButton } from '../../../components/send-message-button.tsx';
import { SaveContactButton } from '../../../components/contacts/save-contact-button.tsx';
import { meetingTimeText } from '../../../components/meetings/meeting-time.ts';
import { downloadMeetingIcs } from '../../../lib/api/meetings.ts';
import { fromNow } from '../../../lib/dates.ts';
import { viewerTimeZone } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useMeetingAction } from '../api/meetings.ts';
import { MeetingPlace } from './meeting-place.tsx';
import { ReasonModal } from './reason-modal.tsx';

export const STATUS_TONES: Record<Meeting['status'], StatusTone> = {
  requested: 'attention',
  accepted: 'positive',
  declined: 'ended',
  cancelled: 'ended',
  expired: 'neutral',
  done: 'neutral',
};

export function usePersonName() {
  const { t } = useTranslation('meetings');
  return (person: Pick<MeetingPerson, 'firstName' | 'lastName' | 'deleted'>) =>
    person.deleted ? t('deletedUser') : `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

/** The person and their company, linked where there is a page. */
export function PersonLine({ person }: { person: MeetingPerson }) {
  const name = usePersonName()(person);
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {person.publicProfile && person.uid ? (
        <Anchor component={Link} to={paths['person-details'](person.uid)} fw={600} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Anchor>
      ) : (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
      {person.jobTitle || person.company ? (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {person.jobTitle}
          {person.jobTitle && person.company ? ', ' : null}
          {person.company ? (
            <Anchor component={Link} to={paths['organizer-details'](person.company.uid)} inherit c="blue.8">
              {person.company.name}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One meeting as the boxes show it: who, when (the meeting's zone, the reader's beside it), where,
 * the agenda, its status, and what the caller can do with it now (answer, cancel, add to a calendar,
 * write to the other person or save them as a contact).
 */
export function MeetingCard({ meeting, showStatus = true }: { meeting: Meeting; showStatus?: boolean }) {
  const { t, i18n } = useTranslation('meetings');
  const common = useTranslation().t;
  const language = i18n.language as Language;
  const personName = usePersonName();
  const action = useMeetingAction();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const viewerZone = viewerTimeZone();
  const when = meetingTimeText(meeting.startsAt, meeting.endsAt, meeting.timeZone, viewerZone, language);
  const other = meeting.other;
  const name = personName(other);
  const pending = meeting.status === 'requested';
  const busy = action.isPending;
  const [tableFull, setTableFull] = useState(false);
  const [onlineUrl, setOnlineUrl] = useState('');
  const accept = (place?: 'stand' | 'online') =>
    action.mutate(
      { uid: meeting.uid, action: { kind: 'accept', place, onlineUrl: place === 'online' ? onlineUrl : null } },
      { onError: (error) => setTableFull(isApiError(error) && error.code === 'table_full') },
    );

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={t('card.label', { name, day: when.day, time: when.time })}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <PersonLine person={other} />
          {showStatus ? <StatusBadge tone={STATUS_TONES[meeting.status]} label={t(`status.${meeting.status}`)} /> : null}
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {when.day}, {when.time}
          </Text>
          {when.viewer ? (
            <Text size="xs" c="gray.7">
              {t('card.yourTime', { time: when.viewer })}
            </Text>
          ) : null}
        </div>
        {meeting.event ? (
          <Text size="sm">
            {t('card.at')}{' '}
            <Anchor component={Link} to={paths['event-details'](meeting.event.uid, meeting.event.slug)} c="blue.8" inherit>
              {meeting.event.title}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            {t('card.noEvent')}
          </Text>
        )}
        <MeetingPlace meeting={meeting} />
        {meeting.agenda ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500} inherit>
              {t('card.agenda')}
            </Text>{' '}
            {meeting.agenda}
          </Text>
        ) : null}
        {meeting.reason && (meeting.status === 'declined' || meeting.status === 'cancelled') ? (
          <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            {t('card.reason', { reason: meeting.reason })}
          </Text>
        ) : null}
        {meeting.status === 'declined' && meeting.closedBy === 'system' ? (
          <Text size="sm" c="gray.8">
            {t('card.declinedBySystem')}
          </Text>
        ) : null}
        {pending ? (
          <Text size="sm" c="gray.8" fw={500}>
            {t('card.expires', { when: fromNow(meeting.expiresAt, language) })}
          </Text>
        ) : null}
        {pending && meeting.conflicts.length > 0 ? (
          <div role="note">
            <Text size="sm" c="red.9" fw={500}>
              {t('card.conflicts', { count: meeting.conflicts.length })}
            </Text>
            <List size="sm">
              {meeting.conflicts.map((conflict) => {
                const text = meetingTimeText(conflict.startsAt, conflict.endsAt, meeting.timeZone, viewerZone, language);
                return (
                  <List.Item key={conflict.uid}>
                    {t('card.conflictItem', { name: personName(conflict.with), time: `${text.day}, ${text.time}`, status: t(`status.${conflict.status}`) })}
                  </List.Item>
                );
              })}
            </List>
          </div>
        ) : null}
        {meeting.status === 'declined' && meeting.role === 'requester' && meeting.alternatives.length > 0 && other.uid ? (
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('card.alternatives')}
            </Text>
            <Group gap="xs">
              {meeting.alternatives.map((slot) => {
                const text = meetingTimeText(slot.startsAt, slot.endsAt, meeting.timeZone, viewerZone, language);
                return (
                  <Button
                    key={slot.startsAt}
                    size="compact-sm"
                    variant="light"
                    h="auto"
                    py={4}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                    disabled={busy}
                    aria-label={t('card.rebookLabel', { time: `${text.day}, ${text.time}` })}
                    onClick={() => action.mutate({ uid: meeting.uid, action: { kind: 'rebook', meeting, startsAt: slot.startsAt } })}
                  >
                    {t('card.rebook', { time: `${text.day}, ${text.time}` })}
                  </Button>
                );
              })}
            </Group>
          </div>
        ) : null}
        {pending && meeting.role === 'invitee' && tableFull ? (
          <Stack gap={6} role="group" aria-label={t('card.tableFull')}>
            <Text size="sm" fw={500}>
              {t('card.tableFull')}
            </Text>
            <Group gap="xs" align="flex-end">
              {meeting.event ? (
                <Button size="compact-sm" variant="light" disabled={busy} onClick={() => accept('stand')}>
                  {t('actions.acceptAtStand')}
                </Button>
              ) : null}
              <TextInput
                size="xs"
                type="url"
                label={t('request.onlineUrl')}
                placeholder="https://"
                value={onlineUrl}
                onChange={(event) => setOnlineUrl(event.currentTarget.value)}
                w={260}
              />
              <Button size="compact-sm" variant="light" disabled={busy || onlineUrl.trim() === ''} onClick={() => accept('online')}>
                {t('actions.acceptOnline')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group gap="xs" mt={4}>
          {pending && meeting.role === 'invitee' ? (
            <>
              <Button size="compact-sm" leftSection={<IconCheck size={16} aria-hidden />} loading={busy} onClick={() => accept()}>
                {t('actions.accept')}
              </Button>
              <Button size="compact-sm" variant="default" leftSection={<IconX size={16} aria-hidden />} disabled={busy} onClick={() => setAsking('decline')}>
                {t('actions.decline')}
              </Button>
            </>
          ) : null}
          {(pending && meeting.role === 'requester') || meeting.status === 'accepted' ? (
            <Button size="compact-sm" variant="default" color="red" disabled={busy} onClick={() => setAsking('cancel')}>
              {pending ? t('actions.withdraw') : t('actions.cancel')}
            </Button>
          ) : null}
          {meeting.status === 'accepted' ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCalendarDown size={16} aria-hidden />}
              onClick={() => void downloadMeetingIcs(meeting.uid).catch((error: unknown) => notify.error(common(errorMessageKey(error))))}
            >
              {t('actions.ics')}
            </Button>
          ) : null}
          {other.uid && !other.deleted ? (
            <>
              <SendMessageButton personUid={other.uid} personName={name} size="compact-sm" variant="default" />
              <SaveContactButton personUid={other.uid} personName={name} size="compact-sm" variant="default" />
            </>
          ) : null}
        </Group>
      </Stack>
      <ReasonModal
        opened={asking !== null}
        kind={asking ?? 'decline'}
        name={name}
        submitting={busy}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          const kind = asking ?? 'decline';
          action.mutate({ uid: meeting.uid, action: { kind, reason } }, { onSettled: () => setAsking(null) });
        }}
      />
    </Card>
  );
}

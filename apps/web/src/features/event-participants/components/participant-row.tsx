import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Decision, Participant } from '@fairhub/shared/participation';
import type { Language } from '@fairhub/shared/constants';
import { StatusBadge } from '../../../components/panel/status-badge.tsx';
import { SendMessageMenu } from '../../../components/send-message-button.tsx';
import { RequestMeetingMenu } from '../../../components/meetings/request-meeting-button.tsx';
import { PARTICIPATION_STATUS_TONES } from '../../../components/participation/participation-text.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { StandField } from './stand-field.tsx';

/** The name a participant goes by in the list: the company for an exhibitor, the person for a visitor. */
export function participantName(participant: Participant): string {
  if (participant.role === 'exhibitor') return participant.company?.name ?? '';
  return participant.person ? `${participant.person.firstName} ${participant.person.lastName}`.trim() : '';
}

/**
 * "Send a message" to the visitor, or to one of the exhibitor's stand staff; "Request a meeting" at
 * this event (`meetingEventUid`) when the caller can have meetings there and the application is approved.
 */
function MessageParticipant({ participant, name, meetingEventUid }: { participant: Participant; name: string; meetingEventUid: string | null }) {
  const { t } = useTranslation();
  const people =
    participant.role === 'visitor'
      ? participant.person
        ? [{ uid: participant.person.uid, name }]
        : []
      : participant.staff.map((person) => ({ uid: person.uid, name: `${person.firstName} ${person.lastName}`.trim() }));
  if (people.length === 0) return null;
  return (
    <div>
      <Group gap="xs" mt={4}>
        <SendMessageMenu people={people} label={t('sendMessage.toStaff', { name })} size="compact-xs" />
        {meetingEventUid && participant.status === 'approved' ? (
          <RequestMeetingMenu people={people} label={t('requestMeeting.toStaff', { name })} eventUid={meetingEventUid} size="compact-xs" />
        ) : null}
      </Group>
    </div>
  );
}

interface ParticipantRowProps {
  participant: Participant;
  language: Language;
  canWrite: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDecide: (decision: Decision) => void;
  stand: { saving: boolean; error: string | null; onSave: (stand: string | null) => void };
  /** The event, when the caller can have meetings at it (their own approved participation); else null. */
  meetingEventUid: string | null;
}

/** One application: who, role, status, company, staff, dates and the organizer's reason; decisions and the stand for admins. */
export function ParticipantRow({ participant, language, canWrite, selected, onSelect, onDecide, stand, meetingEventUid }: ParticipantRowProps) {
  const { t } = useTranslation('participation');
  const name = participantName(participant);
  const { status } = participant;
  return (
    <Group justify="space-between" align="flex-start" gap="sm" py="sm" wrap="wrap">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 300px' }}>
        {canWrite ? (
          <Checkbox mt={3} checked={selected} onChange={(event) => onSelect(event.currentTarget.checked)} aria-label={t('participants.select', { name })} />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge variant="outline" color="gray.8" tt="none" radius="sm">
              {t(`roles.${participant.role}`)}
            </Badge>
            <StatusBadge tone={PARTICIPATION_STATUS_TONES[status]} label={t(`status.${status}`)} size="sm" />
            {participant.role === 'exhibitor' && participant.stand ? (
              <Badge variant="light" color="blue" tt="none" radius="sm">
                {t('participants.standBadge', { stand: participant.stand })}
              </Badge>
            ) : null}
          </Group>
          {participant.role === 'visitor' && participant.person ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[participant.person.email, participant.person.jobTitle, participant.company?.name].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
          {participant.role === 'exhibitor' && participant.staff.length > 0 ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('participants.staff', { names: participant.staff.map((person) => `${person.firstName} ${person.lastName}`).join(', ') })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('participants.applied', { date: formatDateTime(participant.appliedAt, language) })}
            {participant.decidedAt
              ? ` · ${participant.decidedBy ? t('participants.decidedBy', { date: formatDateTime(participant.decidedAt, language), name: participant.decidedBy }) : t('participants.decided', { date: formatDateTime(participant.decidedAt, language) })}`
              : ''}
          </Text>
          {participant.reason ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('participants.reason', { reason: participant.reason })}
            </Text>
          ) : null}
          <MessageParticipant participant={participant} name={name} meetingEventUid={meetingEventUid} />
        </Stack>
      </Group>
      {canWrite ? (
        <Stack gap="xs" align="flex-end" ml="auto">
          <Group gap={4} wrap="nowrap">
            {status !== 'approved' ? (
              <Button
                size="xs"
                variant={status === 'pending' ? 'filled' : 'light'}
                color="teal.9"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => onDecide('approve')}
                aria-label={t('participants.approveNamed', { name })}
              >
                {t('participants.approve')}
              </Button>
            ) : null}
            {status !== 'rejected' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                c="red.9"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onDecide('reject')}
                aria-label={t('participants.rejectNamed', { name })}
              >
                {t('participants.reject')}
              </Button>
            ) : null}
          </Group>
          {participant.role === 'exhibitor' && participant.company ? (
            <StandField companyName={name} stand={participant.stand} saving={stand.saving} error={stand.error} onSave={stand.onSave} />
          ) : null}
        </Stack>
      ) : null}
    </Group>
  );
}

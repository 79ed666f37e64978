import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEETING_AGENDA_MAX, type Meeting, type MeetingPlace } from '@fairhub/shared/meetings';
import type { Language } from '@fairhub/shared/constants';
import { MEETING_PLACES } from '@fairhub/shared/statuses';
import { getFreeSlots, getMeetingEvents, meetingKeys, requestMeeting } from '../../lib/api/meetings.ts';
import { viewerTimeZone, zoneLongName } from '../../lib/event-dates.ts';
import { notify } from '../../lib/toasts.ts';
import { meetingProblemKey } from './meeting-problems.ts';
import { SlotPicker } from './slot-picker.tsx';

export interface RequestMeetingModalProps {
  opened: boolean;
  onClose: () => void;
  personUid: string;
  personName: string;
  /** The event to start with (an event's participants, a conversation's shared event); none: the first of the caller's events. */
  eventUid?: string | null;
  onRequested?: (meeting: Meeting) => void;
}

const NO_EVENT = 'none';

/**
 * "Request a meeting": an event both the caller and the person take part in (or none: the person's
 * weekly hours), a slot free for both (GET people/{uid}/slots), the place — a table (numbered on
 * acceptance), the person's company's stand or online with an https link, only those the slots'
 * answer names as possible there — and an agenda note; POST meetings.
 */
export function RequestMeetingModal({ opened, onClose, personUid, personName, eventUid, onRequested }: RequestMeetingModalProps) {
  const { t, i18n } = useTranslation('meetings');
  const common = useTranslation().t;
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  // Only events both take part in (approved): a meeting at any other would be refused.
  const events = useQuery({
    queryKey: meetingKeys.sharedEvents(personUid),
    queryFn: ({ signal }) => getMeetingEvents(signal, personUid),
    enabled: opened,
    staleTime: 60_000,
  });
  const [chosenEvent, setChosenEvent] = useState<string | null>(null);
  const sharedEvents = events.data?.items ?? [];
  const noneShared = events.isSuccess && sharedEvents.length === 0;
  const startEvent = eventUid && sharedEvents.some((item) => item.uid === eventUid) ? eventUid : sharedEvents[0]?.uid;
  const eventChoice = chosenEvent ?? (events.isPending ? null : (startEvent ?? NO_EVENT));
  const event = eventChoice && eventChoice !== NO_EVENT ? eventChoice : null;
  const slots = useQuery({
    queryKey: meetingKeys.slots(personUid, event),
    queryFn: ({ signal }) => getFreeSlots(personUid, event, signal),
    enabled: opened && eventChoice !== null,
    // Fresh enough for one dialog; a refused request reads them again.
    staleTime: 30_000,
  });
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [place, setPlace] = useState<MeetingPlace>('table');
  const [onlineUrl, setOnlineUrl] = useState('');
  const [agenda, setAgenda] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const viewerZone = viewerTimeZone();
  // The places the server names with the slots (a table at an event with tables, the person's stand there, online);
  // until they are read, the ones a place could be: outside events online only.
  const places: readonly MeetingPlace[] = slots.data?.places ?? (event === null ? ['online'] : MEETING_PLACES);
  const effectivePlace: MeetingPlace = places.includes(place) ? place : places[0]!;
  const stand = slots.data?.stand ?? null;

  const send = useMutation({
    mutationFn: () =>
      requestMeeting({
        inviteeUid: personUid,
        eventUid: event,
        startsAt: startsAt!,
        place: effectivePlace,
        onlineUrl: effectivePlace === 'online' ? onlineUrl : null,
        agenda,
      }),
    onSuccess: (meeting) => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      void notify.success(t('request.sent', { name: personName }));
      onRequested?.(meeting);
      close();
    },
    onError: (error) => {
      setProblem(t(meetingProblemKey(error)));
      void slots.refetch();
    },
  });

  function close() {
    setChosenEvent(null);
    setStartsAt(null);
    setProblem(null);
    setAgenda('');
    setOnlineUrl('');
    setPlace('table');
    onClose();
  }

  const eventOptions = [...sharedEvents.map((item) => ({ value: item.uid, label: item.title })), { value: NO_EVENT, label: t('request.noEvent') }];
  const slotList = slots.data?.slots ?? [];
  const zone = slots.data?.timeZone ?? viewerZone;
  const chosenSlot = startsAt !== null && slotList.some((slot) => slot.startsAt === startsAt) ? startsAt : null;
  const agendaTooLong = agenda.trim().length > MEETING_AGENDA_MAX;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('request.title', { name: personName })}
      size="lg"
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          setProblem(null);
          if (chosenSlot === null) {
            setProblem(t('request.chooseSlot'));
            return;
          }
          send.mutate();
        }}
      >
        <Stack gap="md">
          {problem ? (
            <Alert color="red" role="alert" variant="light">
              {problem}
            </Alert>
          ) : null}
          <Select
            label={t('request.event')}
            description={noneShared ? t('request.noSharedEvents', { name: personName }) : t('request.eventHint')}
            data={eventOptions}
            value={eventChoice}
            onChange={(value) => {
              setChosenEvent(value ?? NO_EVENT);
              setStartsAt(null);
            }}
            allowDeselect={false}
            disabled={events.isPending}
            comboboxProps={{ withinPortal: true }}
          />
          <div>
            <Text fw={500} size="sm" id="request-slot-label">
              {t('request.slot')}
            </Text>
            {slots.data ? (
              <Text size="xs" c="gray.7" mb="xs">
                {t('request.slotZone', { zone: zoneLongName(slots.data.from, zone, language) })}
              </Text>
            ) : null}
            {slots.data ? (
              slotList.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t('request.noSlots', { name: personName })}
                </Text>
              ) : (
                <SlotPicker
                  slots={slotList}
                  timeZone={zone}
                  viewerZone={viewerZone}
                  language={language}
                  value={chosenSlot}
                  onChange={setStartsAt}
                  label={t('request.slot')}
                />
              )
            ) : slots.isError ? (
              <Alert color="yellow" variant="light">
                {t(meetingProblemKey(slots.error))}
              </Alert>
            ) : (
              <Stack gap={6} aria-busy="true" aria-label={t('request.slotsLoading')}>
                <Skeleton height={28} />
                <Skeleton height={28} />
              </Stack>
            )}
          </div>
          <Radio.Group label={t('request.place')} value={effectivePlace} onChange={(value) => setPlace(value as MeetingPlace)}>
            <Stack gap={6} mt={4}>
              <Radio
                value="table"
                label={t('place.table')}
                description={event === null ? t('request.tableOnlyAtEvents') : places.includes('table') ? t('request.tableHint') : t('request.noTablesHere')}
                disabled={!places.includes('table')}
              />
              <Radio
                value="stand"
                label={t('place.stand')}
                description={
                  event === null
                    ? t('request.standOnlyAtEvents')
                    : !places.includes('stand')
                      ? t('request.noStandHere', { name: personName })
                      : stand
                        ? t('request.standHintX', { stand })
                        : t('request.standHint')
                }
                disabled={!places.includes('stand')}
              />
              <Radio value="online" label={t('place.online')} />
            </Stack>
          </Radio.Group>
          {effectivePlace === 'online' ? (
            <TextInput
              label={t('request.onlineUrl')}
              description={t('request.onlineUrlHint')}
              type="url"
              required
              value={onlineUrl}
              onChange={(changed) => setOnlineUrl(changed.currentTarget.value)}
              placeholder="https://"
            />
          ) : null}
          <Textarea
            label={t('request.agenda')}
            description={t('request.agendaHint', { count: agenda.trim().length, max: MEETING_AGENDA_MAX })}
            autosize
            minRows={3}
            maxRows={8}
            value={agenda}
            onChange={(changed) => setAgenda(changed.currentTarget.value)}
            error={agendaTooLong ? t('problems.agenda_too_long') : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {common('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={agendaTooLong}>
              {t('request.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

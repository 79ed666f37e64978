import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FreeSlots } from '@fairhub/shared/availability';
import type { MyEventPage } from '@fairhub/shared/my-events';
import { RequestMeetingModal } from '../../../components/meetings/request-meeting-modal.tsx';
import { meetingKeys } from '../../../lib/api/meetings.ts';
import { dayStartIn, addDays, todayIn } from './calendar-math.ts';
import { ReasonModal } from './reason-modal.tsx';

const DEMO_PERSON = 'modals-demo-person';
const DEMO_EVENT = 'modals-demo-event';
const ZONE = 'Europe/Warsaw';

/** Sample answers for the request dialog on /modals (no API behind them): tomorrow's and the next day's free slots. */
function sampleSlots(): FreeSlots {
  const tomorrow = addDays(todayIn(ZONE), 1);
  const slots = [tomorrow, addDays(tomorrow, 1)].flatMap((day) =>
    [9, 9.5, 10, 11, 13.5, 15].map((hour) => {
      const start = dayStartIn(day, ZONE).getTime() + hour * 3_600_000;
      return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 30 * 60_000).toISOString() };
    }),
  );
  return {
    timeZone: ZONE,
    slotMinutes: 30,
    from: slots[0]!.startsAt,
    to: slots[slots.length - 1]!.endsAt,
    places: ['table', 'stand', 'online'],
    stand: 'B12',
    slots,
  };
}

/** The meetings area's dialogs on /modals (handed in by the app: features never import each other). */
export function MeetingsModalsDemo() {
  const { t } = useTranslation('meetings');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'request' | 'decline' | 'cancel' | null>(null);
  const openRequest = () => {
    const slots = sampleSlots();
    const event = {
      uid: DEMO_EVENT,
      slug: 'demo',
      title: t('devModals.sampleEvent'),
      startsAt: slots.from,
      endsAt: slots.to,
      timeZone: ZONE,
    };
    queryClient.setQueryData<MyEventPage>(meetingKeys.sharedEvents(DEMO_PERSON), {
      items: [event as unknown as MyEventPage['items'][number]],
      total: 1,
      page: 1,
      perPage: 50,
    });
    queryClient.setQueryData<FreeSlots>(meetingKeys.slots(DEMO_PERSON, DEMO_EVENT), slots);
    queryClient.setQueryData<FreeSlots>(meetingKeys.slots(DEMO_PERSON, null), { ...slots, places: ['online'], stand: null, slots: slots.slots.slice(0, 3) });
    setOpen('request');
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="modals-meetings">
      <Title order={2} fz="lg" id="modals-meetings" mb="sm">
        {t('devModals.title')}
      </Title>
      <Group gap="xs">
        <Button variant="light" onClick={openRequest}>
          {t('devModals.request')}
        </Button>
        <Button variant="light" onClick={() => setOpen('decline')}>
          {t('devModals.decline')}
        </Button>
        <Button variant="light" onClick={() => setOpen('cancel')}>
          {t('devModals.cancel')}
        </Button>
      </Group>
      {open === 'request' ? (
        <RequestMeetingModal opened personUid={DEMO_PERSON} personName={t('devModals.sampleName')} eventUid={DEMO_EVENT} onClose={() => setOpen(null)} />
      ) : null}
      <ReasonModal
        opened={open === 'decline' || open === 'cancel'}
        kind={open === 'cancel' ? 'cancel' : 'decline'}
        name={t('devModals.sampleName')}
        submitting={false}
        onConfirm={() => setOpen(null)}
        onCancel={() => setOpen(null)}
      />
    </Paper>
  );
}

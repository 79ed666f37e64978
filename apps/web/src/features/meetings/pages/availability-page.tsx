import { useState } from 'react';
import { Alert, Anchor, Button, CopyButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import type { EventAvailability } from '@fairhub/shared/availability';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormSkeleton } from '../../../components/panel/form-skeleton.tsx';
import { meetingProblemKey } from '../../../components/meetings/meeting-problems.ts';
import { zoneLongName } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useAvailability, useCalendarFeed, useEventAvailability, useMeetingEvents, useResetCalendarFeed, useSaveEventAvailability } from '../api/meetings.ts';
import { AvailabilityGrid } from '../components/availability-grid.tsx';
import { WeeklyHoursEditor } from '../components/weekly-hours-editor.tsx';

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}

/** /panel/meetings/availability: weekly hours, each event's slots, and the private calendar feed. */
export function AvailabilityPage() {
  const { t, i18n } = useTranslation('meetings');
  const language = i18n.language as Language;
  const availability = useAvailability();
  return (
    <Stack gap="lg">
      <Section
        id="availability-weekly"
        title={t('availability.weeklyTitle')}
        intro={
          availability.data
            ? t('availability.weeklyIntro', { zone: zoneLongName(availability.dataUpdatedAt, availability.data.timeZone, language) })
            : t('availability.weeklyIntroShort')
        }
      >
        {availability.isPending ? (
          <FormSkeleton label={t('loading')} />
        ) : availability.isError ? (
          <LoadError onRetry={() => void availability.refetch()} retrying={availability.isFetching} />
        ) : (
          <>
            {!availability.data.timeZoneSet ? (
              <Text size="sm" c="gray.7" mb="sm">
                {t('availability.zoneNotSet')}{' '}
                <Anchor component={Link} to={paths.panel_settings} c="blue.8" inherit>
                  {t('availability.zoneSettings')}
                </Anchor>
              </Text>
            ) : null}
            <WeeklyHoursEditor key={JSON.stringify(availability.data.days)} availability={availability.data} />
          </>
        )}
      </Section>
      <Section id="availability-events" title={t('availability.eventsTitle')} intro={t('availability.eventsIntro')}>
        <EventSlots />
      </Section>
      <Section id="availability-feed" title={t('feed.title')} intro={t('feed.intro')}>
        <CalendarFeed />
      </Section>
    </Stack>
  );
}

function EventSlots() {
  const { t } = useTranslation('meetings');
  const events = useMeetingEvents();
  const [chosen, setChosen] = useState<string | null>(null);
  if (events.isPending) return <FormSkeleton label={t('loading')} />;
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  const items = events.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('availability.noEventsTitle')}
        action={
          <Button component={Link} to={paths.events} variant="light">
            {t('availability.noEventsAction')}
          </Button>
        }
      >
        {t('availability.noEventsText')}
      </EmptyState>
    );
  }
  const eventUid = chosen ?? items[0]!.uid;
  return (
    <Stack gap="md">
      <Select
        label={t('availability.event')}
        data={items.map((item) => ({ value: item.uid, label: item.title }))}
        value={eventUid}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        maw={420}
      />
      <EventSlotsOf key={eventUid} eventUid={eventUid} />
    </Stack>
  );
}

function EventSlotsOf({ eventUid }: { eventUid: string }) {
  const { t } = useTranslation('meetings');
  const availability = useEventAvailability(eventUid);
  if (availability.isPending) return <FormSkeleton label={t('loading')} />;
  if (availability.isError) return <Alert color="yellow">{t(meetingProblemKey(availability.error))}</Alert>;
  return <EventSlotsEditor data={availability.data} />;
}

function EventSlotsEditor({ data }: { data: EventAvailability }) {
  const { t, i18n } = useTranslation('meetings');
  const language = i18n.language as Language;
  const save = useSaveEventAvailability(data.event.uid);
  const [unavailable, setUnavailable] = useState(() => new Set(data.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt)));
  if (data.slots.length === 0) return <Text c="gray.7">{t('availability.noSlots')}</Text>;
  const toggle = (startsAt: string) =>
    setUnavailable((current) => {
      const next = new Set(current);
      if (next.has(startsAt)) next.delete(startsAt);
      else next.add(startsAt);
      return next;
    });
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('availability.gridHelp', { zone: zoneLongName(data.slots[0]!.startsAt, data.event.timeZone, language), minutes: data.event.slotMinutes })}
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <AvailabilityGrid
          slots={data.slots}
          timeZone={data.event.timeZone}
          language={language}
          unavailable={unavailable}
          onToggle={toggle}
          label={t('availability.gridLabel', { event: data.event.title })}
        />
      </div>
      <Group gap="sm">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate([...unavailable], {
              onSuccess: () => void notify.success(t('availability.saved')),
              onError: (error) => void notify.error(t(meetingProblemKey(error))),
            })
          }
        >
          {t('availability.saveSlots')}
        </Button>
        <Button variant="default" onClick={() => setUnavailable(new Set())}>
          {t('availability.allAvailable')}
        </Button>
      </Group>
    </Stack>
  );
}

function CalendarFeed() {
  const { t } = useTranslation('meetings');
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);
  if (feed.isPending) return <FormSkeleton label={t('loading')} />;
  if (feed.isError) return <LoadError onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button component="a" href={feed.data.webcalUrl}>
          {t('feed.subscribe')}
        </Button>
        <CopyButton value={feed.data.url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('feed.copied') : t('feed.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="subtle" color="red" onClick={() => setAsking(true)} loading={reset.isPending}>
          {t('feed.reset')}
        </Button>
      </Group>
      <TextInput label={t('feed.address')} value={feed.data.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Text size="xs" c="gray.7">
        {t('feed.private')}
      </Text>
      <ConfirmDialog
        opened={asking}
        title={t('feed.resetTitle')}
        message={t('feed.resetText')}
        confirmLabel={t('feed.resetConfirm')}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          reset.mutate(undefined, {
            onSuccess: () => void notify.success(t('feed.resetDone')),
            onError: (error) => void notify.error(t(meetingProblemKey(error))),
          });
        }}
      />
    </Stack>
  );
}

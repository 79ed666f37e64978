import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { dayLabelIn } from '../../../components/meetings/meeting-time.ts';
import { viewerTimeZone, zoneLongName } from '../../../lib/event-dates.ts';
import { useMeetingBox, useMeetingEvents } from '../api/meetings.ts';
import { addDays, dayStartIn, isDay, mondayOf, todayIn } from '../components/calendar-math.ts';
import { MeetingCard } from '../components/meeting-card.tsx';
import { WeekCalendar } from '../components/week-calendar.tsx';
import classes from '../components/meetings.module.css';

/**
 * /panel/meetings (the calendar, route `panel_meetings-calendar`): a week or a day of the caller's
 * requested (outlined) and accepted (solid) meetings, in the chosen event's time zone (the reader's
 * own otherwise) with the reader's clock beside it when it differs. View, day, event and the open
 * meeting live in the address.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('meetings');
  const language = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const events = useMeetingEvents();
  const viewerZone = viewerTimeZone();
  const eventUid = params.get('event');
  const event = events.data?.items.find((item) => item.uid === eventUid) ?? null;
  const zone = event?.timeZone ?? viewerZone;
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const askedDay = params.get('date');
  const anchor = isDay(askedDay) ? askedDay : todayIn(zone);
  const first = view === 'week' ? mondayOf(anchor) : anchor;
  const days = Array.from({ length: view === 'week' ? 7 : 1 }, (_, index) => addDays(first, index));
  const from = dayStartIn(first, zone).toISOString();
  const to = dayStartIn(addDays(first, days.length), zone).toISOString();
  const calendar = useMeetingBox('calendar', { from, to, event: event?.uid });
  // An empty range offers a way to the next accepted meeting (demo and real fairs are often months away).
  const upcoming = useMeetingBox('schedule', { event: event?.uid }, calendar.data?.items.length === 0);
  const next = upcoming.data?.items.find((meeting) => Date.parse(meeting.startsAt) >= Date.parse(to));
  const selected = params.get('meeting');
  const selectedMeeting = calendar.data?.items.find((meeting) => meeting.uid === selected) ?? null;

  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;
  const rangeLabel =
    view === 'week'
      ? `${dayLabelIn(dayStartIn(days[0]!, zone).getTime() + 43_200_000, zone, language)} – ${dayLabelIn(dayStartIn(days[6]!, zone).getTime() + 43_200_000, zone, language, true)}`
      : dayLabelIn(dayStartIn(first, zone).getTime() + 43_200_000, zone, language, true);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'week' ? t('calendar.previousWeek') : t('calendar.previousDay')}
            onClick={() => change({ date: addDays(anchor, -step), meeting: null })}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => change({ date: null, meeting: null })}>
            {t('calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === 'week' ? t('calendar.nextWeek') : t('calendar.nextDay')}
            onClick={() => change({ date: addDays(anchor, step), meeting: null })}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={view}
          onChange={(value) => change({ view: value === 'day' ? 'day' : null })}
          data={[
            { value: 'week', label: t('calendar.week') },
            { value: 'day', label: t('calendar.day') },
          ]}
        />
        <Select
          aria-label={t('calendar.event')}
          placeholder={t('calendar.allEvents')}
          data={[{ value: '', label: t('calendar.allEvents') }, ...(events.data?.items ?? []).map((item) => ({ value: item.uid, label: item.title }))]}
          value={event?.uid ?? ''}
          onChange={(value) => {
            const chosen = events.data?.items.find((item) => item.uid === value);
            change({
              event: chosen ? chosen.uid : null,
              date: chosen && Date.parse(chosen.startsAt) > Date.now() ? todayIn(chosen.timeZone, Date.parse(chosen.startsAt)) : null,
              meeting: null,
            });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <div>
        <Text fw={600} aria-live="polite">
          {rangeLabel}
        </Text>
        <Text size="sm" c="gray.7">
          {t('calendar.zone', { zone: zoneLongName(from, zone, language) })}
          {zone !== viewerZone ? ` ${t('calendar.viewerZone', { zone: zoneLongName(from, viewerZone, language) })}` : ''}
        </Text>
        <Text size="sm" c="gray.7">
          <span className={classes.legendSolid} aria-hidden />
          {t('calendar.legendAccepted')}
          <span className={classes.legendOutline} aria-hidden style={{ marginLeft: 16 }} />
          {t('calendar.legendRequested')}
        </Text>
      </div>
      {calendar.isPending ? (
        <ListRowsSkeleton />
      ) : calendar.isError ? (
        <LoadError onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />
      ) : (
        <>
          <WeekCalendar
            days={days}
            meetings={calendar.data.items}
            timeZone={zone}
            viewerZone={viewerZone}
            language={language}
            selected={selectedMeeting?.uid ?? null}
            onSelect={(uid) => change({ meeting: uid === selected ? null : uid })}
          />
          {calendar.data.items.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text c="gray.7">{view === 'week' ? t('calendar.emptyWeek') : t('calendar.emptyDay')}</Text>
              {next ? (
                <Button
                  variant="light"
                  h="auto"
                  py={6}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
                  onClick={() => change({ date: todayIn(zone, Date.parse(next.startsAt)), meeting: next.uid })}
                >
                  {t('calendar.next', { day: dayLabelIn(next.startsAt, zone, language, true) })}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {selectedMeeting ? <MeetingCard meeting={selectedMeeting} /> : null}
        </>
      )}
    </Stack>
  );
}

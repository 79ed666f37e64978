import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { Meeting } from '@fairhub/shared/meetings';
import { clockIn, dayLabelIn, sameClockAt } from '../../../components/meetings/meeting-time.ts';
import { dayInZone } from '../../../lib/event-dates.ts';
import { dayStartIn, minutesOfDay, sideBySide } from './calendar-math.ts';
import { usePersonName } from './meeting-card.tsx';
import { useMeetingPlaceText } from './meeting-place-text.ts';
import classes from './meetings.module.css';

const HOUR_PX = 48;
/** The shortest block drawn, so a short meeting is still a readable button. */
const MIN_BLOCK_PX = 22;
/** A lane's narrowest width: the start time and the beginning of a name. */
const LANE_MIN_REM = 4.5;
/** A day column's narrowest width in the week and in the day view (the day fits a 360 px screen beside a two-clock ruler). */
const WEEK_DAY_MIN_REM = 7.5;
const DAY_MIN_REM = 12;
/** Blocks lower than this hold one line: the start and a short name instead of a cut second line. */
const TWO_LINES_PX = 36;

/**
 * The name as a block short of room shows it: "M. Kowalska" alone in its row, initials ("MK") in a
 * lane beside others — whole letters instead of a name cut mid-word (the full one is in the block's
 * name and title). A name with one part, or a deleted person's label, stays as it is.
 */
function shortPersonName(firstName: string | null, lastName: string | null, initialsOnly: boolean): string | null {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first === '' || last === '') return null;
  const initial = (part: string) => Array.from(part)[0]!.toLocaleUpperCase();
  return initialsOnly
    ? `${initial(first)}${last
        .split(/[\s-]+/)
        .filter(Boolean)
        .map(initial)
        .join('')}`
    : `${initial(first)}. ${last}`;
}

interface WeekCalendarProps {
  days: string[];
  meetings: readonly Meeting[];
  timeZone: string;
  viewerZone: string;
  language: Language;
  selected: string | null;
  onSelect: (uid: string) => void;
}

/**
 * A light time grid: one column per day in `timeZone`, an hour ruler (with the reader's clock beside
 * it when it differs), accepted meetings solid and requested ones as outlines. Each meeting is a
 * button that opens its details below the grid. Meetings at the same time (several requests for one
 * slot) stand side by side (`sideBySide`), each a button of its own; a day with more of them is
 * drawn wider, and the grid scrolls sideways when the screen is narrower.
 */
export function WeekCalendar({ days, meetings, timeZone, viewerZone, language, selected, onSelect }: WeekCalendarProps) {
  const { t } = useTranslation('meetings');
  const placeText = useMeetingPlaceText();
  const personName = usePersonName();
  const inView = meetings.filter((meeting) => days.includes(dayInZone(meeting.startsAt, timeZone)));
  const spanOf = (meeting: Meeting) => {
    const start = minutesOfDay(meeting.startsAt, timeZone);
    return { start, end: start + (Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000 };
  };
  const starts = inView.map((meeting) => Math.floor(spanOf(meeting).start / 60));
  const ends = inView.map((meeting) => Math.ceil(spanOf(meeting).end / 60));
  const byDay = days.map((day) =>
    sideBySide(
      inView.filter((meeting) => dayInZone(meeting.startsAt, timeZone) === day),
      spanOf,
      (MIN_BLOCK_PX / HOUR_PX) * 60,
    ),
  );
  const columns = byDay.map((placed) => {
    const lanes = Math.max(1, ...placed.map((entry) => entry.lanes));
    return `minmax(${Math.max(days.length > 1 ? WEEK_DAY_MIN_REM : DAY_MIN_REM, lanes * LANE_MIN_REM)}rem, 1fr)`;
  });
  const firstHour = Math.min(8, ...starts);
  const lastHour = Math.min(24, Math.max(18, ...ends));
  const hours = Array.from({ length: lastHour - firstHour }, (_, index) => firstHour + index);
  const showViewer = !sameClockAt(dayStartIn(days[0]!, timeZone), timeZone, viewerZone);
  const height = hours.length * HOUR_PX;

  return (
    <div className={classes.calendarScroll} tabIndex={0} role="region" aria-label={t('calendar.gridLabel')}>
      <div className={classes.calendar} style={{ gridTemplateColumns: `${showViewer ? '7rem' : '3.5rem'} ${columns.join(' ')}` }}>
        <div className={classes.corner} />
        {days.map((day) => (
          <div key={day} className={classes.dayHead}>
            <Text size="sm" fw={600}>
              {dayLabelIn(dayStartIn(day, timeZone).getTime() + 12 * 3_600_000, timeZone, language)}
            </Text>
          </div>
        ))}
        <div className={classes.ruler} style={{ height }} aria-hidden>
          {hours.map((hour) => {
            const instant = dayStartIn(days[0]!, timeZone).getTime() + hour * 3_600_000;
            return (
              <div key={hour} className={classes.hour} style={{ height: HOUR_PX }}>
                <span>{String(hour).padStart(2, '0')}:00</span>
                {showViewer ? <span className={classes.viewerHour}>{clockIn(instant, viewerZone, language)}</span> : null}
              </div>
            );
          })}
        </div>
        {days.map((day, dayIndex) => (
          <div key={day} className={classes.dayColumn} style={{ height, backgroundSize: `100% ${HOUR_PX}px` }}>
            {byDay[dayIndex]!.map(({ item: meeting, lane, lanes, overlaps }) => {
              const span = spanOf(meeting);
              const top = ((span.start - firstHour * 60) / 60) * HOUR_PX;
              const minutes = span.end - span.start;
              const name = personName(meeting.other);
              const where = placeText(meeting);
              const startClock = clockIn(meeting.startsAt, timeZone, language);
              const endClock = clockIn(meeting.endsAt, timeZone, language);
              const time = `${startClock}–${endClock}`;
              const blockHeight = Math.max(MIN_BLOCK_PX, (minutes / 60) * HOUR_PX - 2);
              const oneLine = blockHeight < TWO_LINES_PX;
              // Short of room (one line, or a lane beside others) a block shows its start and a short name.
              const short = oneLine || lanes > 1;
              const shown = short && !meeting.other.deleted ? (shortPersonName(meeting.other.firstName, meeting.other.lastName, lanes > 1) ?? name) : name;
              const status = t(`status.${meeting.status}`);
              // The name begins with what the block shows, so it holds the visible text (WCAG 2.5.3), then
              // says the rest: "09:00–10:00, Anna Nowak, Stand B12. Accepted." where the block has room,
              // "09:00 AN: Anna Nowak, until 09:30, Stand B12. Waiting for an answer." where it is short.
              const base = !short
                ? t('calendar.blockLabel', { time, name, where, status })
                : shown === name
                  ? t('calendar.blockLabelShort', { start: startClock, end: endClock, name, where, status })
                  : t('calendar.blockLabelShortName', { start: startClock, end: endClock, shown, name, where, status });
              // Sentences: "…, Stand B12. Waiting for an answer. At the same time as 2 other meetings."
              const label = overlaps > 0 ? `${base.replace(/\.$/, '')}. ${t('calendar.overlaps', { count: overlaps })}` : base;
              return (
                <UnstyledButton
                  key={meeting.uid}
                  className={classes.block}
                  data-status={meeting.status}
                  data-selected={selected === meeting.uid || undefined}
                  data-lane={lane}
                  data-lanes={lanes}
                  data-one-line={oneLine || undefined}
                  style={{
                    top,
                    height: blockHeight,
                    // Lane `lane` of `lanes`: 3px from the column's edges and 2px between neighbours.
                    left: `calc(3px + (100% - 4px) * ${lane / lanes})`,
                    width: `calc((100% - 4px) / ${lanes} - 2px)`,
                  }}
                  aria-pressed={selected === meeting.uid}
                  aria-label={label}
                  title={short ? label : undefined}
                  onClick={() => onSelect(meeting.uid)}
                >
                  <span className={classes.blockTime}>{short ? startClock : time}</span> {shown}
                  {where && !short ? <span className={classes.blockWhere}> · {where}</span> : null}
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

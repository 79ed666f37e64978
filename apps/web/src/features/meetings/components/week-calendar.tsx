import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { Meeting } from '@fairhub/shared/meetings';
import { clockIn, dayLabelIn, sameClockAt } from '../../../components/meetings/meeting-time.ts';
import { dayInZone } from '../../../lib/event-dates.ts';
import { dayStartIn, minutesOfDay } from './calendar-math.ts';
import { usePersonName } from './meeting-card.tsx';
import classes from './meetings.module.css';

const HOUR_PX = 48;

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
 * button that opens its details below the grid.
 */
export function WeekCalendar({ days, meetings, timeZone, viewerZone, language, selected, onSelect }: WeekCalendarProps) {
  const { t } = useTranslation('meetings');
  const personName = usePersonName();
  const inView = meetings.filter((meeting) => days.includes(dayInZone(meeting.startsAt, timeZone)));
  const starts = inView.map((meeting) => Math.floor(minutesOfDay(meeting.startsAt, timeZone) / 60));
  const ends = inView.map((meeting) =>
    Math.ceil((minutesOfDay(meeting.startsAt, timeZone) + (Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000) / 60),
  );
  const firstHour = Math.min(8, ...starts);
  const lastHour = Math.min(24, Math.max(18, ...ends));
  const hours = Array.from({ length: lastHour - firstHour }, (_, index) => firstHour + index);
  const showViewer = !sameClockAt(dayStartIn(days[0]!, timeZone), timeZone, viewerZone);
  const height = hours.length * HOUR_PX;

  return (
    <div className={classes.calendarScroll} tabIndex={0} role="region" aria-label={t('calendar.gridLabel')}>
      <div
        className={classes.calendar}
        style={{ gridTemplateColumns: `${showViewer ? '7rem' : '3.5rem'} repeat(${days.length}, minmax(${days.length > 1 ? '7.5rem' : '14rem'}, 1fr))` }}
      >
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
        {days.map((day) => (
          <div key={day} className={classes.dayColumn} style={{ height, backgroundSize: `100% ${HOUR_PX}px` }}>
            {inView
              .filter((meeting) => dayInZone(meeting.startsAt, timeZone) === day)
              .map((meeting) => {
                const top = ((minutesOfDay(meeting.startsAt, timeZone) - firstHour * 60) / 60) * HOUR_PX;
                const minutes = (Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000;
                const name = personName(meeting.other);
                const where =
                  meeting.place === 'table' && meeting.tableNumber !== null
                    ? t('place.tableN', { number: meeting.tableNumber })
                    : meeting.place === 'stand'
                      ? meeting.stand
                        ? t('place.standX', { stand: meeting.stand })
                        : t('place.stand')
                      : meeting.place === 'online'
                        ? t('place.online')
                        : '';
                const time = `${clockIn(meeting.startsAt, timeZone, language)}–${clockIn(meeting.endsAt, timeZone, language)}`;
                return (
                  <UnstyledButton
                    key={meeting.uid}
                    className={classes.block}
                    data-status={meeting.status}
                    data-selected={selected === meeting.uid || undefined}
                    style={{ top, height: Math.max(22, (minutes / 60) * HOUR_PX - 2) }}
                    aria-pressed={selected === meeting.uid}
                    aria-label={t('calendar.blockLabel', { time, name, status: t(`status.${meeting.status}`), where })}
                    onClick={() => onSelect(meeting.uid)}
                  >
                    <span className={classes.blockTime}>{time}</span> {name}
                    {where ? <span className={classes.blockWhere}> · {where}</span> : null}
                  </UnstyledButton>
                );
              })}
          </div>
        ))}
      </div>
    </div>
  );
}

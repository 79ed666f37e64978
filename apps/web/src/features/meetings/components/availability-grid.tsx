import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { EventAvailability } from '@fairhub/shared/availability';
import { clockIn, dayLabelIn } from '../../../components/meetings/meeting-time.ts';
import { dayInZone } from '../../../lib/event-dates.ts';
import classes from './meetings.module.css';

type GridSlot = EventAvailability['slots'][number];

interface AvailabilityGridProps {
  slots: readonly GridSlot[];
  timeZone: string;
  language: Language;
  /** Slot starts the person is NOT available for. */
  unavailable: ReadonlySet<string>;
  onToggle: (startsAt: string) => void;
  label: string;
}

/**
 * An event's slots as a grid (rows: times of day, columns: days, in the event's zone). Each cell
 * says whether the person takes meetings then (`aria-selected`); its name begins with the Yes or No
 * it shows ("Yes, available on Thu 26 November at 09:30"). One cell is in the tab order; the
 * arrow keys move between cells, Home and End to the row's first and last, Space or Enter toggles.
 */
export function AvailabilityGrid({ slots, timeZone, language, unavailable, onToggle, label }: AvailabilityGridProps) {
  const { t } = useTranslation('meetings');
  const days = [...new Set(slots.map((slot) => dayInZone(slot.startsAt, timeZone)))];
  const times = [...new Set(slots.map((slot) => clockIn(slot.startsAt, timeZone, 'en')))].sort();
  const cell = new Map<string, GridSlot>();
  for (const slot of slots) cell.set(`${clockIn(slot.startsAt, timeZone, 'en')}|${dayInZone(slot.startsAt, timeZone)}`, slot);
  const [focus, setFocus] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const refs = useRef(new Map<string, HTMLTableCellElement>());
  const at = (row: number, col: number) => cell.get(`${times[row]}|${days[col]}`);
  const active = at(focus.row, focus.col) ? focus : firstCell();

  function firstCell() {
    for (let row = 0; row < times.length; row += 1) for (let col = 0; col < days.length; col += 1) if (at(row, col)) return { row, col };
    return { row: 0, col: 0 };
  }

  const move = (row: number, col: number, dRow: number, dCol: number) => {
    let r = row + dRow;
    let c = col + dCol;
    while (r >= 0 && r < times.length && c >= 0 && c < days.length) {
      const slot = at(r, c);
      if (slot) {
        setFocus({ row: r, col: c });
        refs.current.get(slot.startsAt)?.focus();
        return;
      }
      r += dRow;
      c += dCol;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, row: number, col: number, slot: GridSlot) => {
    const moves: Record<string, [number, number] | undefined> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      move(row, col, delta[0], delta[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(row, -1, 0, 1);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(row, days.length, 0, -1);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(slot.startsAt);
    }
  };

  return (
    <table role="grid" aria-label={label} className={classes.grid}>
      <thead>
        <tr>
          <td />
          {days.map((day) => (
            <th key={day} scope="col" role="columnheader">
              {dayLabelIn(slots.find((slot) => dayInZone(slot.startsAt, timeZone) === day)!.startsAt, timeZone, language)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {times.map((time, row) => (
          <tr key={time}>
            <th scope="row" role="rowheader">
              {time}
            </th>
            {days.map((day, col) => {
              const slot = at(row, col);
              if (!slot) return <td key={day} role="gridcell" aria-disabled="true" />;
              const available = !unavailable.has(slot.startsAt);
              const isActive = active.row === row && active.col === col;
              return (
                <td
                  key={day}
                  ref={(node) => {
                    if (node) refs.current.set(slot.startsAt, node);
                    else refs.current.delete(slot.startsAt);
                  }}
                  role="gridcell"
                  aria-selected={available}
                  aria-label={`${t('availability.cell', {
                    answer: available ? t('availability.yes') : t('availability.no'),
                    state: available ? t('availability.available') : t('availability.unavailable'),
                    day: dayLabelIn(slot.startsAt, timeZone, language),
                    time,
                  })}${slot.held ? `, ${t('availability.held')}` : ''}`}
                  tabIndex={isActive ? 0 : -1}
                  className={classes.gridCell}
                  data-held={slot.held || undefined}
                  onClick={() => {
                    setFocus({ row, col });
                    onToggle(slot.startsAt);
                  }}
                  onKeyDown={(event) => onKeyDown(event, row, col, slot)}
                  onFocus={() => setFocus({ row, col })}
                >
                  {available ? t('availability.yes') : t('availability.no')}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { Language } from '@fairhub/shared/constants';
import type { Slot } from '@fairhub/shared/availability';
import { clockIn, dayLabelIn, groupByDay, sameClockAt } from './meeting-time.ts';
import classes from './meetings.module.css';

interface SlotPickerProps {
  slots: readonly Slot[];
  /** The zone the slots are shown in (the event's, or the invitee's outside events). */
  timeZone: string;
  /** The reader's zone: its clock is added to a slot's label when it differs. */
  viewerZone: string;
  language: Language;
  value: string | null;
  onChange: (startsAt: string) => void;
  /** The group's accessible name. */
  label: string;
}

/**
 * Free slots grouped by day, as one radio group: Tab enters it at the chosen (or first) slot, the
 * arrow keys move to the previous or next slot and choose it, Home and End the first and last.
 */
export function SlotPicker({ slots, timeZone, viewerZone, language, value, onChange, label }: SlotPickerProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const order = slots.map((slot) => slot.startsAt);
  const current = value !== null && order.includes(value) ? value : (order[0] ?? null);

  const choose = (index: number) => {
    const startsAt = order[Math.max(0, Math.min(order.length - 1, index))];
    if (startsAt === undefined) return;
    onChange(startsAt);
    refs.current.get(startsAt)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, startsAt: string) => {
    const index = order.indexOf(startsAt);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: order.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Stack gap="sm" role="radiogroup" aria-label={label}>
      {groupByDay(slots, timeZone).map((group) => (
        <div key={group.day} role="group" aria-label={dayLabelIn(group.items[0]!.startsAt, timeZone, language)}>
          <Text size="sm" fw={600} mb={4} aria-hidden>
            {dayLabelIn(group.items[0]!.startsAt, timeZone, language)}
          </Text>
          <div className={classes.slotRow}>
            {group.items.map((slot) => {
              const checked = slot.startsAt === value;
              const own = sameClockAt(slot.startsAt, timeZone, viewerZone) ? null : clockIn(slot.startsAt, viewerZone, language);
              return (
                <UnstyledButton
                  key={slot.startsAt}
                  ref={(node) => {
                    if (node) refs.current.set(slot.startsAt, node);
                    else refs.current.delete(slot.startsAt);
                  }}
                  role="radio"
                  aria-checked={checked}
                  tabIndex={slot.startsAt === current ? 0 : -1}
                  className={classes.slot}
                  data-checked={checked || undefined}
                  onClick={() => onChange(slot.startsAt)}
                  onKeyDown={(event) => onKeyDown(event, slot.startsAt)}
                >
                  {clockIn(slot.startsAt, timeZone, language)}
                  {own ? <span className={classes.slotOwn}> ({own})</span> : null}
                </UnstyledButton>
              );
            })}
          </div>
        </div>
      ))}
    </Stack>
  );
}

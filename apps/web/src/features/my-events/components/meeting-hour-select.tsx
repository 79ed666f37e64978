import { memo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { ClockSelect } from '../../../components/meetings/clock-select.tsx';
import type { EventFormValues } from './event-form-values.ts';

/** Meeting hours are chosen in steps of this many minutes (a saved time off the steps is offered too). */
const MEETING_HOURS_STEP_MINUTES = 15;

/**
 * The start or end of the event's daily meeting hours on the 24-hour clock in every language (the
 * browser's time input read "09:00 AM" in English). Its own field of the form: it renders again
 * only when its value, label or error changes, not at every change elsewhere in the form.
 */
export const MeetingHourSelect = memo(function MeetingHourSelect({
  control,
  name,
  label,
  error,
}: {
  control: Control<EventFormValues>;
  name: 'meetingDayStart' | 'meetingDayEnd';
  label: string;
  error: string | undefined;
}) {
  const { field } = useController({ control, name });
  return (
    <ClockSelect
      label={label}
      stepMinutes={MEETING_HOURS_STEP_MINUTES}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
      comboboxProps={{ withinPortal: false, keepMounted: false }}
    />
  );
});

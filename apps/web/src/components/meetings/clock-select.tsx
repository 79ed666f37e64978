import { Select, type SelectProps } from '@mantine/core';

interface ClockSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'allowDeselect'> {
  /** HH:MM (24:00 for the end of a day where `endOfDay`). */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between the times offered (30 by default). */
  stepMinutes?: number;
  /** Offer 24:00 (the end of a day) and not 00:00: for the end of a range. */
  endOfDay?: boolean;
  /** The input, e.g. for a form library to focus a field with an error. */
  ref?: React.Ref<HTMLInputElement>;
}

const pad = (number: number) => String(number).padStart(2, '0');

/**
 * A time of day on the 24-hour clock in every language (the app shows times that way; the browser's
 * `<input type="time">` follows its own locale and read "08:00 AM" in English): a list of times
 * `stepMinutes` apart that typing filters ("14" → 14:00, 14:30). A value off the steps (saved
 * earlier, or by the API) is offered too, so it is shown as it is.
 */
export function ClockSelect({ value, onChange, stepMinutes = 30, endOfDay = false, ...selectProps }: ClockSelectProps) {
  const times: string[] = [];
  for (let minutes = endOfDay ? stepMinutes : 0; minutes <= (endOfDay ? 24 * 60 : 24 * 60 - 1); minutes += stepMinutes) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  if (value && !times.includes(value)) {
    times.push(value);
    times.sort();
  }
  return (
    <Select
      {...selectProps}
      data={times}
      value={value || null}
      onChange={(chosen) => {
        if (chosen) onChange(chosen);
      }}
      searchable
      allowDeselect={false}
      maxDropdownHeight={240}
    />
  );
}

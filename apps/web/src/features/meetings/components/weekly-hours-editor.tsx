import { useId, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Availability, TimeRange } from '@fairhub/shared/availability';
import { AVAILABILITY_RANGES_PER_DAY_MAX, putAvailabilitySchema } from '@fairhub/shared/availability';
import { ClockSelect } from '../../../components/meetings/clock-select.tsx';
import { meetingProblemKey } from '../../../components/meetings/meeting-problems.ts';
import { notify } from '../../../lib/toasts.ts';
import { useSaveAvailability } from '../api/meetings.ts';
import { nextFreeRange } from './free-range.ts';
import classes from './meetings.module.css';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday's name in a language (1 Monday … 7 Sunday). */
function weekdayName(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  return dateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
}

/** "Add hours" for a day: a free range of it (nextFreeRange); when no half hour is left, disabled with the reason. */
function AddRange({ day, ranges, onAdd }: { day: string; ranges: TimeRange[]; onAdd: (range: TimeRange) => void }) {
  const { t } = useTranslation('meetings');
  const next = nextFreeRange(ranges);
  const reasonId = useId();
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPlus size={14} aria-hidden />}
        aria-label={t('availability.addRangeOn', { day })}
        aria-describedby={next ? undefined : reasonId}
        disabled={!next}
        onClick={() => next && onAdd(next)}
      >
        {t('availability.addRange')}
      </Button>
      {next ? null : (
        <Text id={reasonId} size="sm" c="gray.7">
          {t('availability.dayFull')}
        </Text>
      )}
    </Group>
  );
}

/**
 * General weekly hours for meetings outside events, in the person's time zone: ranges per weekday
 * (add, change, remove), saved as a whole week (PUT availability); "Use the default hours" goes back
 * to Monday–Friday 09:00–17:00.
 */
export function WeeklyHoursEditor({ availability }: { availability: Availability }) {
  const { t, i18n } = useTranslation('meetings');
  const save = useSaveAvailability();
  const fromServer = () => Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, availability.days.find((day) => day.weekday === weekday)?.ranges ?? []]));
  const [days, setDays] = useState<Record<number, TimeRange[]>>(fromServer);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (weekday: number, ranges: TimeRange[]) => setDays((current) => ({ ...current, [weekday]: ranges }));
  const submit = (body: { days: { weekday: number; ranges: TimeRange[] }[] | null }) => {
    setProblem(null);
    const parsed = putAvailabilitySchema.safeParse(body);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'range_order_invalid';
      const weekday = body.days?.[Number(parsed.error.issues[0]?.path[1] ?? 0)]?.weekday ?? 1;
      setProblem(
        t(`availability.problems.${code}`, {
          day: weekdayName(weekday, i18n.language),
          defaultValue: t('availability.problems.range_order_invalid', { day: weekdayName(weekday, i18n.language) }),
        }),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDays(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, saved.days.find((day) => day.weekday === weekday)?.ranges ?? []])));
        void notify.success(t('availability.saved'));
      },
      onError: (error) => setProblem(t(meetingProblemKey(error))),
    });
  };

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {availability.isDefault ? (
        <Text size="sm" c="gray.7">
          {t('availability.isDefault')}
        </Text>
      ) : null}
      <div>
        {WEEKDAYS.map((weekday) => {
          const name = weekdayName(weekday, i18n.language);
          const ranges = days[weekday] ?? [];
          return (
            <div key={weekday} className={classes.hoursRow} role="group" aria-label={name}>
              <Text fw={500} pt={6}>
                {name}
              </Text>
              <Stack gap={6}>
                {ranges.length === 0 ? (
                  <Text size="sm" c="gray.7" pt={6}>
                    {t('availability.noHours')}
                  </Text>
                ) : null}
                {ranges.map((range, index) => (
                  <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                    <ClockSelect
                      label={t('availability.from')}
                      aria-label={t('availability.fromOn', { day: name, number: index + 1 })}
                      value={range.start}
                      onChange={(start) =>
                        change(
                          weekday,
                          ranges.map((item, i) => (i === index ? { ...item, start } : item)),
                        )
                      }
                      w={128}
                    />
                    <ClockSelect
                      endOfDay
                      label={t('availability.to')}
                      aria-label={t('availability.toOn', { day: name, number: index + 1 })}
                      value={range.end}
                      onChange={(end) =>
                        change(
                          weekday,
                          ranges.map((item, i) => (i === index ? { ...item, end } : item)),
                        )
                      }
                      w={128}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={2}
                      aria-label={t('availability.removeRange', { day: name, number: index + 1 })}
                      onClick={() =>
                        change(
                          weekday,
                          ranges.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {ranges.length < AVAILABILITY_RANGES_PER_DAY_MAX ? (
                  <AddRange day={name} ranges={ranges} onAdd={(added) => change(weekday, [...ranges, added])} />
                ) : null}
              </Stack>
            </div>
          );
        })}
      </div>
      <Group gap="sm">
        <Button
          loading={save.isPending}
          onClick={() => submit({ days: WEEKDAYS.map((weekday) => ({ weekday, ranges: days[weekday] ?? [] })).filter((day) => day.ranges.length > 0) })}
        >
          {t('availability.save')}
        </Button>
        {!availability.isDefault ? (
          <Button variant="default" disabled={save.isPending} onClick={() => submit({ days: null })}>
            {t('availability.useDefault')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

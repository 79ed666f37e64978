import { BarChart } from '@mantine/charts';
import { Group, Progress, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { EventMeetingStats } from '@fairhub/shared/participation';
import { MEETING_PLACES, MEETING_STATUSES } from '@fairhub/shared/statuses';
import { formatCount, formatDay } from '../../../components/charts/day-format.ts';
import { clockIn, dayLabelIn } from '../../../components/meetings/meeting-time.ts';
import { zoneAbbreviation } from '../../../lib/event-dates.ts';
import { StatsCard } from './stats-card.tsx';

const SERIES_COLORS = { booked: 'green.8', requested: 'orange.8' } as const;

/** A label and its figure to a line: a description list anyone reads, on a phone too. */
function Figures({ title, hint, rows }: { title: string; hint?: string; rows: { key: string; label: string; value: string }[] }) {
  return (
    <Stack gap={4} miw={0}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <Stack component="dl" gap={2} m={0}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" gap="sm" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The tables at the busiest slot against the event's tables: the figures in words, the bar only for the eye. */
function TablesFigure({ meetings, language }: { meetings: EventMeetingStats; language: Language }) {
  const { t } = useTranslation('participation');
  const { tables, busiestSlot: slot, timeZone } = meetings;
  let body: React.ReactNode;
  if (tables === 0) body = <Text size="sm">{t('stats.meetings.noTables')}</Text>;
  else if (!slot) body = <Text size="sm">{t('stats.meetings.noTableBooked', { count: tables, tables: formatCount(tables, language) })}</Text>;
  else {
    const when = `${dayLabelIn(slot.startsAt, timeZone, language)}, ${clockIn(slot.startsAt, timeZone, language)}–${clockIn(slot.endsAt, timeZone, language)} ${zoneAbbreviation(slot.startsAt, timeZone, language)}`;
    body = (
      <>
        <Group gap={6} align="baseline" wrap="wrap">
          <Text fz={32} fw={700} lh={1.1}>
            {formatCount(slot.tablesUsed, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('stats.meetings.tablesOf', { count: tables, tables: formatCount(tables, language) })}
          </Text>
        </Group>
        <Progress value={Math.min(100, (slot.tablesUsed / tables) * 100)} color="blue.7" size="sm" my="xs" aria-hidden />
        <Text size="sm">{t('stats.meetings.busiestSlot', { when })}</Text>
      </>
    );
  }
  return (
    <Stack gap={4} miw={0}>
      <Title order={4} fz="sm">
        {t('stats.meetings.tablesTitle')}
      </Title>
      {body}
    </Stack>
  );
}

/** Requested and booked meetings per day of the event: bars for the eye, a summary and the table for screen readers. */
function MeetingsPerDay({ meetings, language }: { meetings: EventMeetingStats; language: Language }) {
  const { t } = useTranslation('participation');
  const days = meetings.perDay;
  const booked = days.reduce((sum, day) => sum + day.booked, 0);
  const requested = days.reduce((sum, day) => sum + day.requested, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (!best || day.booked + day.requested > best.booked + best.requested ? day : best),
    undefined,
  );
  const series = [
    { name: 'booked', label: t('stats.meetings.booked'), color: SERIES_COLORS.booked },
    { name: 'requested', label: t('stats.meetings.requested'), color: SERIES_COLORS.requested },
  ];
  return (
    <Stack gap={4} mt="lg" miw={0}>
      <Title order={4} fz="sm">
        {t('stats.meetings.perDayTitle')}
      </Title>
      {booked + requested === 0 || !busiest ? (
        <Text size="sm" c="dimmed">
          {t('stats.meetings.perDayEmpty')}
        </Text>
      ) : (
        <>
          <VisuallyHidden>
            <p>
              {t('stats.meetings.perDaySummary', {
                booked: formatCount(booked, language),
                requested: formatCount(requested, language),
                day: formatDay(busiest.day, language, 'long'),
                count: busiest.booked + busiest.requested,
              })}
            </p>
            <table>
              <caption>{t('stats.meetings.perDayCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.day')}</th>
                  {series.map((item) => (
                    <th key={item.name} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDay(day.day, language, 'long')}</th>
                    <td>{formatCount(day.booked, language)}</td>
                    <td>{formatCount(day.requested, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
          <div aria-hidden data-testid="meetings-per-day-chart">
            <BarChart
              h={180}
              data={days.map((day) => ({ label: formatDay(day.day, language, 'short'), booked: day.booked, requested: day.requested }))}
              dataKey="label"
              type="stacked"
              series={series}
              withLegend
              maxBarWidth={48}
              tickLine="none"
              accessibilityLayer={false}
              valueFormatter={(value) => formatCount(value, language)}
              xAxisProps={{ minTickGap: 24, interval: 'preserveStartEnd' }}
              yAxisProps={{ allowDecimals: false, width: 36 }}
            />
          </div>
        </>
      )}
    </Stack>
  );
}

/**
 * The event's meetings in numbers: by status, booked ones by place, the tables taken at the busiest
 * slot against the event's, and meetings per day of the event (its own days and clock).
 */
export function MeetingStatsCard({ meetings, language }: { meetings: EventMeetingStats; language: Language }) {
  const { t } = useTranslation('participation');
  const total = MEETING_STATUSES.reduce((sum, status) => sum + meetings.byStatus[status], 0);
  return (
    <StatsCard
      id="meetings-stats"
      title={t('stats.meetings.title')}
      subtitle={total > 0 ? t('stats.meetings.subtitle', { count: total, total: formatCount(total, language), zone: meetings.timeZone }) : undefined}
    >
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stats.meetings.empty')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="lg">
            <Figures
              title={t('stats.meetings.byStatus')}
              rows={MEETING_STATUSES.map((status) => ({
                key: status,
                label: t(`stats.meetings.status.${status}`),
                value: formatCount(meetings.byStatus[status], language),
              }))}
            />
            <Figures
              title={t('stats.meetings.byPlace')}
              hint={t('stats.meetings.byPlaceHint')}
              rows={MEETING_PLACES.map((place) => ({
                key: place,
                label: t(`stats.meetings.place.${place}`),
                value: formatCount(meetings.bookedByPlace[place], language),
              }))}
            />
            <TablesFigure meetings={meetings} language={language} />
          </SimpleGrid>
          <MeetingsPerDay meetings={meetings} language={language} />
        </>
      )}
    </StatsCard>
  );
}

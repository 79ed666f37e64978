import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Grid, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStats } from '@fairhub/shared/participation';
import { PARTICIPATION_STATUSES } from '@fairhub/shared/statuses';
import type { Language } from '@fairhub/shared/constants';
import { formatCount, formatDay } from '../../../components/charts/day-format.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';
import { PhoneBlock, PhoneBlocks } from '../../../components/panel/phone-blocks.tsx';
import { MeetingStatsCard } from './meeting-stats-card.tsx';
import { StatsCard } from './stats-card.tsx';

/** Status colours in the tones of the status pills, each at least 3:1 on white. */
const STATUS_COLORS = { pending: 'orange.8', approved: 'green.8', rejected: 'dark.4' } as const;
const ROLE_COLORS = { exhibitor: 'blue.7', visitor: 'teal.8' } as const;
/** Segments of a share donut, most first; the rest go into "other". */
const SHARE_COLORS = ['blue.7', 'teal.8', 'grape.7', 'orange.8', 'indigo.7', 'pink.7', 'cyan.8'];
const CHART_HEIGHT = 200;
const DONUT = 128;

/** Applications per role and status: a table anyone reads, the bars beside it for the eye. */
function ParticipantsCard({ stats, language }: { stats: EventStats; language: Language }) {
  const { t } = useTranslation('participation');
  const rows = [
    { key: 'exhibitor', label: t('stats.rows.exhibitor'), counts: stats.participants.exhibitor },
    { key: 'exhibitorStaff', label: t('stats.rows.exhibitorStaff'), counts: stats.participants.exhibitorStaff },
    { key: 'visitor', label: t('stats.rows.visitor'), counts: stats.participants.visitor },
  ];
  const total = rows.reduce((sum, row) => sum + row.counts.pending + row.counts.approved + row.counts.rejected, 0);
  return (
    <StatsCard id="participants-stats" title={t('stats.participantsTitle')}>
      {/*
        Four columns of long headers ("Zaakceptowane") do not fit a phone, so below `xs` each role is
        a block of its own, a status and its figure to a line; only one of the two is ever displayed,
        so assistive technology meets the same figures once.
      */}
      <Table striped withTableBorder fz="sm" horizontalSpacing="xs" visibleFrom="xs" data-testid="participants-table">
        <caption className="sr-only">{t('stats.participantsCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stats.role')}</Table.Th>
            {PARTICIPATION_STATUSES.map((status) => (
              <Table.Th key={status} scope="col" ta="right">
                {t(`status.${status}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {PARTICIPATION_STATUSES.map((status) => (
                <Table.Td key={status} ta="right">
                  {formatCount(row.counts[status], language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PhoneBlocks hiddenFrom="xs" label={t('stats.participantsCaption')} testId="participants-list">
        {rows.map((row) => (
          <PhoneBlock key={row.key}>
            <Text size="sm" fw={600}>
              {row.label}
            </Text>
            <Stack component="dl" gap={2} m={0} mt={4}>
              {PARTICIPATION_STATUSES.map((status) => (
                <Group key={status} justify="space-between" gap="sm" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    {t(`status.${status}`)}
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    {formatCount(row.counts[status], language)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </PhoneBlock>
        ))}
      </PhoneBlocks>
      {total > 0 ? (
        <div aria-hidden data-testid="participants-chart" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <BarChart
            h={140}
            data={rows.map((row) => ({ label: row.label, ...row.counts }))}
            dataKey="label"
            type="stacked"
            orientation="vertical"
            series={PARTICIPATION_STATUSES.map((status) => ({ name: status, label: t(`status.${status}`), color: STATUS_COLORS[status] }))}
            tickLine="none"
            withTooltip={false}
            accessibilityLayer={false}
            yAxisProps={{ width: 120 }}
            xAxisProps={{ allowDecimals: false }}
            valueFormatter={(value) => formatCount(value, language)}
          />
        </div>
      ) : null}
    </StatsCard>
  );
}

function QueueCard({ stats, language }: { stats: EventStats; language: Language }) {
  const { t } = useTranslation('participation');
  const { pending, oldestAppliedAt } = stats.queue;
  return (
    <StatsCard id="queue-stats" title={t('stats.queueTitle')}>
      <Group gap={6} align="baseline" wrap="nowrap">
        <Text fz={32} fw={700} lh={1.1}>
          {formatCount(pending, language)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('stats.queueUnit', { count: pending })}
        </Text>
      </Group>
      <Text size="sm" mt="xs">
        {pending > 0 && oldestAppliedAt ? t('stats.queueOldest', { date: formatDate(oldestAppliedAt, language) }) : t('stats.queueEmpty')}
      </Text>
    </StatsCard>
  );
}

/** A daily series: a chart for the eye, a summary and the day-by-day table for screen readers. */
function DailyCard({
  id,
  title,
  total,
  emptyText,
  summary,
  caption,
  columns,
  rows,
  chart,
  language,
}: {
  id: string;
  title: string;
  total: number;
  emptyText: string;
  summary: string;
  caption: string;
  columns: string[];
  rows: { day: string; values: number[] }[];
  chart: React.ReactNode;
  language: Language;
}) {
  const { t } = useTranslation('participation');
  return (
    <StatsCard id={id} title={title} subtitle={t('stats.period')}>
      {total === 0 ? (
        <Text size="sm" c="dimmed" mih={80}>
          {emptyText}
        </Text>
      ) : (
        <>
          <VisuallyHidden>
            <p>{summary}</p>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.day')}</th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{formatDay(row.day, language, 'long')}</th>
                    {row.values.map((value, index) => (
                      <td key={columns[index]}>{formatCount(value, language)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
          <div aria-hidden data-testid={`${id}-chart`}>
            {chart}
          </div>
        </>
      )}
    </StatsCard>
  );
}

/** The busiest day (the latest of equals). */
function busiest<T extends { day: string }>(days: T[], value: (day: T) => number): T | undefined {
  return days.reduce<T | undefined>((best, day) => (!best || value(day) >= value(best) ? day : best), undefined);
}

/**
 * Approved exhibitors by country or by code: a donut of the largest shares beside the full list. Its
 * centre and the line under the title count companies (`companies`). A company has one country, so
 * the countries' donut adds up to it ("other" is what the largest shares leave); a company may have
 * several codes and counts in each, which the line says.
 */
function ShareCard({
  id,
  title,
  items,
  companies,
  perCompany,
  language,
}: {
  id: string;
  title: string;
  items: { key: string; label: string; count: number }[];
  companies: number;
  perCompany: 'one' | 'several';
  language: Language;
}) {
  const { t } = useTranslation('participation');
  const top = items.slice(0, SHARE_COLORS.length);
  const inTop = top.reduce((sum, item) => sum + item.count, 0);
  const rest = perCompany === 'one' ? Math.max(0, companies - inTop) : items.slice(SHARE_COLORS.length).reduce((sum, item) => sum + item.count, 0);
  const slices = [
    ...top.map((item, index) => ({ name: item.label, value: item.count, color: SHARE_COLORS[index]! })),
    ...(rest > 0 ? [{ name: t('stats.other'), value: rest, color: 'gray.6' }] : []),
  ];
  const counted = { count: companies, companies: formatCount(companies, language) };
  const subtitle = companies > 0 ? t(perCompany === 'one' ? 'stats.exhibitingCompanies' : 'stats.exhibitingCompaniesCodes', counted) : undefined;
  return (
    <StatsCard id={id} title={title} subtitle={subtitle}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" mih={DONUT}>
          {companies === 0 || perCompany === 'one' ? t('stats.noExhibitors') : t('stats.noCodes')}
        </Text>
      ) : (
        <Group gap="lg" wrap="wrap" align="flex-start">
          <div aria-hidden data-testid={`${id}-chart`}>
            <DonutChart
              size={DONUT}
              thickness={20}
              data={slices}
              chartLabel={formatCount(companies, language)}
              tooltipDataSource="segment"
              valueFormatter={(value) => formatCount(value, language)}
              accessibilityLayer={false}
              pieProps={{ rootTabIndex: -1 }}
            />
          </div>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none', flex: '1 1 12rem', minWidth: 0 }} aria-label={title}>
            {items.map((item, index) => (
              <Group component="li" key={item.key} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <ColorSwatch
                    color={`var(--mantine-color-${(SHARE_COLORS[index] ?? 'gray.6').replace('.', '-')})`}
                    size={12}
                    withShadow={false}
                    aria-hidden
                    style={{ flexShrink: 0 }}
                  />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.label}
                  </Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatCount(item.count, language)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </StatsCard>
  );
}

/**
 * The organizer's charts of one event, from real data: participants by role and status, the
 * approval queue, applications and page views per day, the event's meetings, approved exhibitors'
 * countries and codes.
 * Every chart is hidden from screen readers, which get a table, a summary or a list instead. Its
 * own chunk (the chart library is most of it), as on the dashboard.
 */
export function EventCharts({ stats }: { stats: EventStats }) {
  const { t, i18n } = useTranslation('participation');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const applications = stats.applicationsPerDay;
  const applicationsTotal = applications.reduce((sum, day) => sum + day.visitor + day.exhibitor, 0);
  const busiestApplications = busiest(applications, (day) => day.visitor + day.exhibitor);
  const views = stats.pageViewsPerDay;
  const viewsTotal = views.reduce((sum, day) => sum + day.views, 0);
  const busiestViews = busiest(views, (day) => day.views);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ParticipantsCard stats={stats} language={language} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <QueueCard stats={stats} language={language} />
      </Grid.Col>
      <Grid.Col span={12}>
        <DailyCard
          id="applications-stats"
          title={t('stats.applicationsTitle')}
          total={applicationsTotal}
          emptyText={t('stats.applicationsEmpty')}
          summary={t('stats.applicationsSummary', {
            total: formatCount(applicationsTotal, language),
            day: busiestApplications ? formatDay(busiestApplications.day, language, 'long') : '',
            count: busiestApplications ? busiestApplications.visitor + busiestApplications.exhibitor : 0,
          })}
          caption={t('stats.applicationsCaption')}
          columns={[t('roles.exhibitor'), t('roles.visitor')]}
          rows={applications.map((day) => ({ day: day.day, values: [day.exhibitor, day.visitor] }))}
          language={language}
          chart={
            <BarChart
              h={CHART_HEIGHT}
              data={applications.map((day) => ({ label: formatDay(day.day, language, 'short'), exhibitor: day.exhibitor, visitor: day.visitor }))}
              dataKey="label"
              type="stacked"
              series={[
                { name: 'exhibitor', label: t('roles.exhibitor'), color: ROLE_COLORS.exhibitor },
                { name: 'visitor', label: t('roles.visitor'), color: ROLE_COLORS.visitor },
              ]}
              withLegend
              tickLine="none"
              accessibilityLayer={false}
              valueFormatter={(value) => formatCount(value, language)}
              xAxisProps={{ minTickGap: 24, interval: 'preserveStartEnd' }}
              yAxisProps={{ allowDecimals: false, width: 36 }}
            />
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <DailyCard
          id="page-views-stats"
          title={t('stats.viewsTitle')}
          total={viewsTotal}
          emptyText={t('stats.viewsEmpty')}
          summary={t('stats.viewsSummary', {
            total: formatCount(viewsTotal, language),
            day: busiestViews ? formatDay(busiestViews.day, language, 'long') : '',
            count: busiestViews?.views ?? 0,
          })}
          caption={t('stats.viewsCaption')}
          columns={[t('stats.views')]}
          rows={views.map((day) => ({ day: day.day, values: [day.views] }))}
          language={language}
          chart={
            <AreaChart
              h={CHART_HEIGHT}
              data={views.map((day) => ({ label: formatDay(day.day, language, 'short'), views: day.views }))}
              dataKey="label"
              series={[{ name: 'views', label: t('stats.views'), color: 'blue.7' }]}
              curveType="monotone"
              withDots={false}
              withGradient
              tickLine="none"
              accessibilityLayer={false}
              valueFormatter={(value) => formatCount(value, language)}
              xAxisProps={{ minTickGap: 24, interval: 'preserveStartEnd' }}
              yAxisProps={{ allowDecimals: false, width: 36 }}
            />
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <MeetingStatsCard meetings={stats.meetings} language={language} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ShareCard
          id="countries-stats"
          title={t('stats.countriesTitle')}
          items={stats.exhibitorCountries.map((country) => ({ key: country.code, label: country.name, count: country.count }))}
          companies={stats.participants.exhibitor.approved}
          perCompany="one"
          language={language}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ShareCard
          id="codes-stats"
          title={t('stats.codesTitle')}
          items={stats.exhibitorCodes.map((code) => ({ key: code.code, label: `${code.code} ${code.name}`, count: code.count }))}
          companies={stats.participants.exhibitor.approved}
          perCompany="several"
          language={language}
        />
      </Grid.Col>
    </Grid>
  );
}

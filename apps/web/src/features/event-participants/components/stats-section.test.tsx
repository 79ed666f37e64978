import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_STATS_DAYS, type EventStats } from '@fairhub/shared/participation';
import { fakePanelApi } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { renderParticipation, signInOrganizer } from '../test-utils.tsx';
import { StatsSection } from './stats-section.tsx';

// The charts are a lazy chunk: load it once up front (as the dashboard's test does).
beforeAll(async () => {
  await import('./event-charts.tsx');
}, 60_000);

beforeEach(() => {
  signInOrganizer('member');
  // The test DOM lays nothing out: give every element a size so recharts draws its SVG.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 640,
    height: 200,
    top: 0,
    left: 0,
    right: 640,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.restoreAllMocks();
});

const DAY_MS = 86_400_000;

function makeEventStats({
  applications = {},
  views = {},
  today = '2026-11-25',
}: { applications?: Record<number, [number, number]>; views?: Record<number, number>; today?: string } = {}): EventStats {
  const end = Date.parse(`${today}T00:00:00Z`);
  const day = (index: number) => new Date(end - (EVENT_STATS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
  const back = (index: number) => EVENT_STATS_DAYS - 1 - index;
  const pageViewsPerDay = Array.from({ length: EVENT_STATS_DAYS }, (_, index) => ({ day: day(index), views: views[back(index)] ?? 0 }));
  return {
    participants: {
      visitor: { pending: 3, approved: 10, rejected: 1 },
      exhibitor: { pending: 2, approved: 5, rejected: 0 },
      exhibitorStaff: { pending: 4, approved: 12, rejected: 0 },
    },
    queue: { pending: 5, oldestAppliedAt: '2026-11-10T09:00:00.000Z' },
    applicationsPerDay: Array.from({ length: EVENT_STATS_DAYS }, (_, index) => {
      const [exhibitor, visitor] = applications[back(index)] ?? [0, 0];
      return { day: day(index), exhibitor, visitor };
    }),
    pageViewsPerDay,
    totalViews: pageViewsPerDay.reduce((sum, item) => sum + item.views, 0),
    exhibitorCountries: [
      { code: 'PL', name: 'Poland', count: 3 },
      { code: 'DE', name: 'Germany', count: 2 },
    ],
    exhibitorCodes: [{ code: '25', level: 2, name: 'Manufacture of fabricated metal products', count: 4 }],
    meetings: {
      timeZone: 'Europe/Warsaw',
      byStatus: { requested: 0, accepted: 0, declined: 0, cancelled: 0, expired: 0, done: 0 },
      bookedByPlace: { table: 0, stand: 0, online: 0 },
      tables: 0,
      busiestSlot: null,
      perDay: [],
    },
  };
}

describe('StatsSection', { timeout: 30_000 }, () => {
  it('shows every figure as text beside charts hidden from screen readers', async () => {
    const { calls } = fakePanelApi((call) =>
      call.path === 'events/mine/ev1/stats'
        ? { status: 200, body: makeEventStats({ applications: { 0: [1, 2], 3: [0, 4] }, views: { 1: 7, 2: 3 } }) }
        : { status: 404 },
    );
    const { missing } = await renderParticipation(<StatsSection eventUid="ev1" />);

    const participants = await screen.findByRole('region', { name: 'Participants by role and status' });
    const table = within(participants).getByRole('table', { name: 'Applications per role and status' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Role', 'Waiting for approval', 'Approved', 'Rejected'],
      ['Exhibitors (companies)', '2', '5', '0'],
      ["Exhibitors' staff (people)", '4', '12', '0'],
      ['Visitors', '3', '10', '1'],
    ]);
    expect(within(participants).getByTestId('participants-chart')).toHaveAttribute('aria-hidden', 'true');

    const queue = screen.getByRole('region', { name: 'Approval queue' });
    expect(queue).toHaveTextContent('5applications waiting');
    expect(queue).toHaveTextContent('The oldest has waited since 10 November 2026.');

    const applications = screen.getByRole('region', { name: 'Applications per day' });
    expect(within(applications).getByText('7 applications in total; the busiest day was 22 November 2026 (4).')).toBeInTheDocument();
    const daily = within(applications).getByRole('table', { name: 'Applications per day and role, last 30 days' });
    expect(within(daily).getAllByRole('row')).toHaveLength(EVENT_STATS_DAYS + 1);
    const chart = within(applications).getByTestId('applications-stats-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    // dates from the answer along the bottom
    const ticks = () =>
      [...chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) =>
        [...tick.querySelectorAll('tspan')].map((span) => span.textContent).join(' '),
      );
    await waitFor(() => expect(ticks()).toContain('25 Nov'));
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);

    const views = screen.getByRole('region', { name: 'Event page views per day' });
    expect(within(views).getByText('10 views in total; the busiest day was 24 November 2026 (7).')).toBeInTheDocument();

    const countries = screen.getByRole('region', { name: "Exhibitors' countries" });
    expect(
      within(within(countries).getByRole('list', { name: "Exhibitors' countries" }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Poland3', 'Germany2']);
    const codes = screen.getByRole('region', { name: "Exhibitors' industries" });
    expect(within(within(codes).getByRole('list', { name: "Exhibitors' industries" })).getByRole('listitem')).toHaveTextContent(
      '25 Manufacture of fabricated metal products4',
    );
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-org');
    expect(missing).toEqual([]);
  });

  it('on a phone the same figures stand per role instead of the four-column table, which is shown from xs up only (Polish)', async () => {
    fakePanelApi((call) => (call.path === 'events/mine/ev1/stats' ? { status: 200, body: makeEventStats() } : { status: 404 }));
    await renderParticipation(<StatsSection eventUid="ev1" />, { language: 'pl' });
    const participants = await screen.findByRole('region', { name: 'Uczestnicy według roli i statusu' });
    // The test DOM applies no media queries: Mantine's classes decide which of the two a screen displays.
    expect(within(participants).getByTestId('participants-table')).toHaveClass('mantine-visible-from-xs');
    const list = within(participants).getByRole('list', { name: 'Zgłoszenia według roli i statusu' });
    expect(list).toHaveClass('mantine-hidden-from-xs');
    const blocks = within(list)
      .getAllByRole('listitem')
      .map((item) => [
        item.firstElementChild!.textContent,
        ...[...item.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`),
      ]);
    expect(blocks).toEqual([
      ['Wystawcy (firmy)', 'Czeka na akceptację: 2', 'Zaakceptowane: 5', 'Odrzucone: 0'],
      ['Obsada stoisk (osoby)', 'Czeka na akceptację: 4', 'Zaakceptowane: 12', 'Odrzucone: 0'],
      ['Zwiedzający', 'Czeka na akceptację: 3', 'Zaakceptowane: 10', 'Odrzucone: 1'],
    ]);
  });

  it('the industries donut counts companies in its centre, not their codes (a company with three codes is one company)', async () => {
    const stats = makeEventStats();
    fakePanelApi(() => ({
      status: 200,
      body: {
        ...stats,
        participants: { ...stats.participants, exhibitor: { pending: 0, approved: 2, rejected: 0 } },
        exhibitorCountries: [{ code: 'PL', name: 'Poland', count: 2 }],
        exhibitorCodes: [
          { code: 'C', level: 1, name: 'Manufacturing', count: 2 },
          { code: '25', level: 2, name: 'Manufacture of fabricated metal products', count: 2 },
          { code: '28', level: 2, name: 'Manufacture of machinery', count: 1 },
        ],
      },
    }));
    await renderParticipation(<StatsSection eventUid="ev1" />);
    const codes = await screen.findByRole('region', { name: "Exhibitors' industries" });
    await waitFor(() => expect(within(codes).getByTestId('codes-stats-chart').querySelector('.mantine-DonutChart-label')).toHaveTextContent(/^2$/));
    expect(codes).toHaveTextContent('2 exhibiting companies; a company with several industries counts in each.');
    const countries = screen.getByRole('region', { name: "Exhibitors' countries" });
    expect(countries).toHaveTextContent('2 exhibiting companies');
    expect(within(countries).getByTestId('countries-stats-chart').querySelector('.mantine-DonutChart-label')).toHaveTextContent(/^2$/);
  });

  it('shows the event’s meetings in words: by status, booked ones by place, the busiest slot’s tables against the event’s, per day', async () => {
    const stats = makeEventStats();
    fakePanelApi(() => ({
      status: 200,
      body: {
        ...stats,
        meetings: {
          timeZone: 'Europe/Warsaw',
          byStatus: { requested: 2, accepted: 5, declined: 1, cancelled: 1, expired: 0, done: 2 },
          bookedByPlace: { table: 5, stand: 1, online: 1 },
          tables: 12,
          busiestSlot: { startsAt: '2026-11-26T08:00:00.000Z', endsAt: '2026-11-26T08:30:00.000Z', tablesUsed: 3 },
          perDay: [
            { day: '2026-11-26', requested: 1, booked: 3 },
            { day: '2026-11-27', requested: 0, booked: 4 },
            { day: '2026-11-28', requested: 1, booked: 0 },
          ],
        },
      },
    }));
    const { missing } = await renderParticipation(<StatsSection eventUid="ev1" />);
    const meetings = await screen.findByRole('region', { name: 'Meetings in figures' });
    expect(meetings).toHaveTextContent("11 meetings; days and times in the event's time zone (Europe/Warsaw)");
    const figures = (name: string) =>
      [...within(meetings).getByRole('heading', { name }).parentElement!.querySelectorAll('dt')].map(
        (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`,
      );
    expect(figures('By status')).toEqual(['Waiting for an answer: 2', 'Accepted: 5', 'Declined: 1', 'Cancelled: 1', 'Expired: 0', 'Done: 2']);
    expect(figures('Booked, by place')).toEqual(['At a meeting table: 5', 'At a stand: 1', 'Online: 1']);
    expect(meetings).toHaveTextContent('3of 12 tables in use');
    // The slot in the event's clock (09:00 in Warsaw is 08:00 UTC in November).
    expect(within(meetings).getByText('At the busiest slot: Thu 26 November, 09:00–09:30 CET.')).toBeInTheDocument();
    // Of two days with 4 meetings each, the earlier is the busiest.
    expect(within(meetings).getByText('7 booked and 2 waiting for an answer; the busiest day is 26 November 2026 (4).')).toBeInTheDocument();
    const daily = within(meetings).getByRole('table', { name: 'Meetings per day of the event, booked and waiting for an answer' });
    expect(
      within(daily)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Day', 'Booked', 'Waiting for an answer'],
      ['26 November 2026', '3', '1'],
      ['27 November 2026', '4', '0'],
      ['28 November 2026', '0', '1'],
    ]);
    const chart = within(meetings).getByTestId('meetings-per-day-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    const ticks = () =>
      [...chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) =>
        [...tick.querySelectorAll('tspan')].map((span) => span.textContent).join(' '),
      );
    // the event's days along the bottom (the test DOM measures every tick as wide as the chart, so recharts keeps the last)
    await waitFor(() => expect(ticks()).toContain('28 Nov'));
    expect(ticks().every((tick) => ['26 Nov', '27 Nov', '28 Nov'].includes(tick))).toBe(true);
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('says in Polish that no table is booked yet out of the event’s tables', async () => {
    const stats = makeEventStats();
    const meetings = {
      ...stats.meetings,
      byStatus: { ...stats.meetings.byStatus, requested: 3 },
      tables: 5,
      perDay: [{ day: '2026-11-26', requested: 3, booked: 0 }],
    };
    fakePanelApi(() => ({ status: 200, body: { ...stats, meetings } }));
    const { missing } = await renderParticipation(<StatsSection eventUid="ev1" />, { language: 'pl' });
    const region = await screen.findByRole('region', { name: 'Spotkania w liczbach' });
    expect(region).toHaveTextContent('3 spotkania; dni i godziny w strefie czasowej wydarzenia (Europe/Warsaw)');
    expect(within(region).getByText('Żaden stolik nie jest jeszcze zajęty; wydarzenie ma 5 stolików spotkań.')).toBeInTheDocument();
    expect(within(region).getByText('Umówione: 0, czekające na odpowiedź: 3; najwięcej 26 listopada 2026 (3).')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('says when there is nothing to chart, in Polish', async () => {
    const empty = makeEventStats();
    fakePanelApi(() => ({
      status: 200,
      body: { ...empty, exhibitorCountries: [], exhibitorCodes: [], queue: { pending: 0, oldestAppliedAt: null } },
    }));
    const { missing } = await renderParticipation(<StatsSection eventUid="ev1" />, { language: 'pl' });
    const applications = await screen.findByRole('region', { name: 'Zgłoszenia dziennie' });
    expect(within(applications).getByText('Brak zgłoszeń w ostatnich 30 dniach.')).toBeInTheDocument();
    expect(within(applications).queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Kolejka do akceptacji' })).getByText('Nic nie czeka na decyzję.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kraje wystawców' })).getByText('Brak zaakceptowanych wystawców.')).toBeInTheDocument();
    const meetings = screen.getByRole('region', { name: 'Spotkania w liczbach' });
    expect(within(meetings).getByText('Nie ma jeszcze spotkań.')).toBeInTheDocument();
    expect(within(meetings).queryByRole('table')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('offers a retry when the statistics fail to load', async () => {
    let fail = true;
    fakePanelApi(() => (fail ? { status: 500, body: { type: 'about:blank', title: 'Server error', status: 500 } } : { status: 200, body: makeEventStats() }));
    await renderParticipation(<StatsSection eventUid="ev1" />);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Approval queue' })).toBeInTheDocument();
  });
});

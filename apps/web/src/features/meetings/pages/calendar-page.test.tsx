import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { useSessionStore } from '../../../lib/session-store.ts';
import { makeEventSummary } from '../../../lib/test-my-events.ts';
import { fakePanelApi, pageOf, problem, renderPanelRoutes, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { CalendarPage } from './calendar-page.tsx';

const event = (uid: string, title: string, participation: { role: 'visitor' | 'exhibitor'; status: 'approved' }) =>
  makeEventSummary({
    uid,
    slug: uid,
    title,
    startsAt: '2031-03-12T08:00:00.000Z',
    endsAt: '2031-03-14T16:00:00.000Z',
    organizing: false,
    participants: null,
    participation,
  });

/** The caller visits one fair; their company exhibits at another without them on its stand. */
const OWN = event('own00001abcd', 'Poznań Tool Fair', { role: 'visitor', status: 'approved' });
const COMPANY_ONLY = event('comp0001abcd', 'Metal Forum', { role: 'exhibitor', status: 'approved' });

afterEach(() => useSessionStore.getState().clearSession());

describe('Calendar: the event filter', { timeout: 30_000 }, () => {
  it('lists only the events the caller can have meetings at: their own approved participations, not their company’s alone', async () => {
    // As the server answers GET events/mine: `own=true` leaves out the company's exhibition the caller is not part of.
    const fake = fakePanelApi((call: PanelCall) => {
      if (call.method === 'GET' && call.path === 'events/mine') {
        return { status: 200, body: pageOf(call.params.get('own') === 'true' ? [OWN] : [OWN, COMPANY_ONLY], { perPage: 50 }) };
      }
      if (call.method === 'GET' && call.path === 'meetings') return { status: 200, body: { items: [], hasMore: false } };
      return problem(404);
    });
    useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    useSessionStore.getState().setUserData({ uid: 'me000001abcd', company: { uid: 'comp0001abcd' } } as never);
    const { missing } = await renderPanelRoutes([{ path: '/', element: <CalendarPage /> }], {
      namespaces: { meetings: { en: enMeetings, pl: plMeetings } },
      url: '/',
    });
    await waitFor(() => expect(fake.callsTo('GET', 'events/mine')).toHaveLength(1));
    expect(Object.fromEntries(fake.callsTo('GET', 'events/mine')[0]!.params)).toMatchObject({ role: 'participating', participation: 'approved', own: 'true' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Show meetings of' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All events', 'Poznań Tool Fair']);
    expect(missing).toEqual([]);
  });
});

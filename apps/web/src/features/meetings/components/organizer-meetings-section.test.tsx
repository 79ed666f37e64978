import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MeetingPerson, OrganizerMeetings } from '@fairhub/shared/meetings';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fakePanelApi, problem, renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import { OrganizerMeetingsSection } from './organizer-meetings-section.tsx';

const person = (uid: string, firstName: string, lastName: string, company: string): MeetingPerson => ({
  uid,
  firstName,
  lastName,
  jobTitle: null,
  avatarUrl: null,
  company: { uid: `${uid}-co`, slug: company.toLowerCase(), name: company },
  deleted: false,
  publicProfile: true,
});

const answer: OrganizerMeetings = {
  timeZone: 'Europe/Warsaw',
  tables: 18,
  counts: { requested: 1, accepted: 1, declined: 0, cancelled: 0, expired: 0, done: 0 },
  items: [
    {
      uid: 'meet0001abcd',
      status: 'accepted',
      startsAt: '2026-12-13T08:30:00.000Z',
      endsAt: '2026-12-13T09:00:00.000Z',
      place: 'table',
      tableNumber: 3,
      requester: person('anna0001abcd', 'Anna', 'Nowak', 'Pompex'),
      invitee: person('erik0001abcd', 'Erik', 'Svensson', 'Nordic Metalworks'),
    },
    {
      uid: 'meet0002abcd',
      status: 'requested',
      startsAt: '2026-12-13T09:00:00.000Z',
      endsAt: '2026-12-13T09:30:00.000Z',
      place: 'online',
      tableNumber: null,
      requester: person('jan00001abcd', 'Jan', 'Kowalski', 'Zawory'),
      invitee: person('erik0001abcd', 'Erik', 'Svensson', 'Nordic Metalworks'),
    },
  ],
  tablePlan: [{ startsAt: '2026-12-13T08:30:00.000Z', endsAt: '2026-12-13T09:00:00.000Z', used: 1, free: 17, tables: [3] }],
};

const render = (language: 'en' | 'pl') => {
  fakePanelApi((call) => (call.method === 'GET' && call.path === 'events/mine/evt00001abcd/meetings' ? { status: 200, body: answer } : problem(404)));
  return renderPanelRoutes([{ path: '/', element: <OrganizerMeetingsSection eventUid="evt00001abcd" /> }], {
    namespaces: { meetings: { en: enMeetings, pl: plMeetings } },
    url: '/',
    language,
  });
};

afterEach(() => useSessionStore.getState().clearSession());

describe('OrganizerMeetingsSection', { timeout: 30_000 }, () => {
  it('lists every meeting twice over, as a table for wide screens and as blocks for phones, with the same facts', async () => {
    useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { missing } = await render('en');
    const table = await screen.findByTestId('organizer-meetings-table');
    const list = screen.getByRole('list', { name: 'All meetings' });
    // Only one of the two is displayed at a width (Mantine's visibleFrom / hiddenFrom classes).
    expect(table.className).toMatch(/visible-from-sm|mantine-visible-from-sm/);
    expect(list.className).toMatch(/hidden-from-sm|mantine-hidden-from-sm/);
    const blocks = within(list).getAllByRole('listitem');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveTextContent('Requested by');
    expect(blocks[0]).toHaveTextContent('Anna Nowak (Pompex)');
    expect(blocks[0]).toHaveTextContent('Erik Svensson (Nordic Metalworks)');
    expect(blocks[0]).toHaveTextContent('Table 3');
    expect(blocks[0]).toHaveTextContent('Accepted');
    expect(blocks[1]).toHaveTextContent('Online');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Anna Nowak (Pompex)');
    expect(missing).toEqual([]);
  });

  it('says the same in Polish', async () => {
    useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { missing } = await render('pl');
    const list = await screen.findByRole('list', { name: plMeetings.organizer.list });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(plMeetings.organizer.requester);
    expect(missing).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Contact } from '@fairhub/shared/contacts';
import type { Meeting, MeetingPerson } from '@fairhub/shared/meetings';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fakePanelApi, pageOf, problem, renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import { MeetingCard } from './meeting-card.tsx';

const person = (uid: string, firstName: string, lastName: string, deleted = false): MeetingPerson => ({
  uid: deleted ? null : uid,
  firstName: deleted ? null : firstName,
  lastName: deleted ? null : lastName,
  jobTitle: null,
  avatarUrl: null,
  company: null,
  deleted,
  publicProfile: !deleted,
});

function meeting(other: MeetingPerson): Meeting {
  const startsAt = '2026-12-02T08:00:00.000Z';
  return {
    uid: 'meet0001abcd',
    event: null,
    requester: other,
    invitee: person('me000001abcd', 'Erik', 'Svensson'),
    role: 'invitee',
    other,
    startsAt,
    endsAt: '2026-12-02T08:30:00.000Z',
    timeZone: 'Europe/Warsaw',
    status: 'accepted',
    place: 'online',
    tableNumber: null,
    stand: null,
    onlineUrl: 'https://meet.example.com/x',
    agenda: null,
    reason: null,
    closedBy: null,
    expiresAt: startsAt,
    respondedAt: null,
    createdAt: startsAt,
    updatedAt: startsAt,
    conflicts: [],
    alternatives: [],
  };
}

const contact: Contact = {
  uid: 'cont0001abcd',
  name: 'Anna Nowak',
  email: null,
  phone: null,
  company: null,
  jobTitle: null,
  tags: [],
  note: null,
  personUid: 'anna0001abcd',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

const render = (other: MeetingPerson) =>
  renderPanelRoutes([{ path: '/', element: <MeetingCard meeting={meeting(other)} /> }], {
    namespaces: { meetings: { en: enMeetings, pl: plMeetings } },
    url: '/',
  });

afterEach(() => useSessionStore.getState().clearSession());

describe('MeetingCard', { timeout: 30_000 }, () => {
  it('saves the other person as a contact, as their page and a conversation do', async () => {
    useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    useSessionStore.getState().setUserData({ uid: 'me000001abcd', company: { uid: 'comp0001abcd' } } as never);
    const fake = fakePanelApi((call) => {
      if (call.method === 'GET' && call.path === 'contacts') return { status: 200, body: { ...pageOf([]), tags: [] } };
      if (call.method === 'POST' && call.path === 'contacts') return { status: 201, body: contact };
      return problem(404);
    });
    const { missing } = await render(person('anna0001abcd', 'Anna', 'Nowak'));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'Send a message to Anna Nowak' })).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'Save contact: Anna Nowak' }));
    expect(await within(card).findByRole('link', { name: 'Anna Nowak is in your contacts: open them' })).toHaveAttribute(
      'href',
      '/panel/contacts?q=Anna%20Nowak',
    );
    expect(fake.callsTo('POST', 'contacts')[0]?.body).toEqual({ personUid: 'anna0001abcd' });
    expect(missing).toEqual([]);
  });

  it('offers no saving for a deleted person', async () => {
    fakePanelApi(() => problem(404));
    await render(person('gone0001abcd', '', '', true));
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /contact/ })).toBeNull();
  });
});

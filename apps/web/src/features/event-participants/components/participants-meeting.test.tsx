import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import enParticipation from '../../../locales/en/participation.json';
import plParticipation from '../../../locales/pl/participation.json';
import { fakePanelApi, pageOf, problem, renderPanelRoutes, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { makeExhibitor, makeVisitor, signInOrganizer } from '../test-utils.tsx';
import { ParticipantsSection } from './participants-section.tsx';
import { makeEventSummary } from '../../../lib/test-my-events.ts';

const LIST = 'events/mine/ev1/participants';

/** The event as GET events/mine lists it to someone taking part in it. */
const EV1 = makeEventSummary({
  uid: 'ev1',
  slug: 'ev1',
  title: 'Baltic Fair',
  startsAt: '2031-03-12T08:00:00.000Z',
  endsAt: '2031-03-14T16:00:00.000Z',
  participants: null,
  participation: { role: 'visitor', status: 'approved' },
});

const APPROVED = makeVisitor({ status: 'approved', company: { uid: 'co9', slug: 'lukasik', name: 'Łukasik Trade', countryCode: 'PL' } });
const PENDING_STAND = makeExhibitor({ status: 'pending' });

/** The organizer's member takes part in the event (`takesPart`) or not: GET events/mine answers accordingly. */
function api(takesPart: boolean) {
  return fakePanelApi((call: PanelCall) => {
    if (call.path === LIST) return { status: 200, body: pageOf([APPROVED, PENDING_STAND], { perPage: 20 }) };
    if (call.method === 'GET' && call.path === 'events/mine') return { status: 200, body: pageOf(takesPart ? [EV1] : [], { perPage: 50 }) };
    if (call.method === 'GET' && call.path === 'people/u9/slots') {
      return {
        status: 200,
        body: { timeZone: 'Europe/Warsaw', slotMinutes: 30, from: EV1.startsAt, to: EV1.endsAt, places: ['table', 'online'], stand: null, slots: [] },
      };
    }
    return problem(404);
  });
}

function render() {
  return renderPanelRoutes([{ path: '*', element: <ParticipantsSection eventUid="ev1" canWrite={false} /> }], {
    namespaces: { participation: { en: enParticipation, pl: plParticipation }, meetings: { en: enMeetings, pl: plMeetings } },
    url: '/panel/events/ev1',
  });
}

afterEach(() => useSessionStore.getState().clearSession());

describe('ParticipantsSection: Request a meeting', { timeout: 30_000 }, () => {
  it('an organizer’s member taking part in the event asks an approved participant, the dialog at this event; not a pending applicant', async () => {
    signInOrganizer('member');
    const fake = api(true);
    const { missing } = await render();
    const rows = within(await screen.findByRole('list', { name: 'Participants' })).getAllByRole('listitem');
    const ask = await within(rows[0]!).findByRole('button', { name: 'Request a meeting with Ewa Łukasik' });
    expect(within(rows[1]!).queryByRole('button', { name: /Request a meeting/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Send a message to someone at the stand of Nordic Metalworks' })).toBeInTheDocument();

    await userEvent.click(ask);
    await screen.findByRole('dialog', { name: 'Request a meeting with Ewa Łukasik' });
    await waitFor(() => expect(fake.callsTo('GET', 'people/u9/slots')[0]?.params.get('event')).toBe('ev1'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('Baltic Fair'));
    expect(missing).toEqual([]);
  });

  it('an organizer’s member not taking part in the event is not offered it (a meeting there would be refused), only messages', async () => {
    signInOrganizer('member');
    const fake = api(false);
    await render();
    const rows = within(await screen.findByRole('list', { name: 'Participants' })).getAllByRole('listitem');
    await waitFor(() => expect(fake.callsTo('GET', 'events/mine')).toHaveLength(1));
    expect(within(rows[0]!).getByRole('button', { name: 'Send a message to Ewa Łukasik' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request a meeting/ })).toBeNull();
  });
});

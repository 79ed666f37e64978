import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FreeSlots } from '@fairhub/shared/availability';
import enMeetings from '../../locales/en/meetings.json';
import plMeetings from '../../locales/pl/meetings.json';
import { useSessionStore } from '../../lib/session-store.ts';
import { fakePanelApi, pageOf, problem, renderPanelRoutes, type PanelCall } from '../../lib/test-panel-app.tsx';
import { RequestMeetingModal } from './request-meeting-modal.tsx';
import { makeEventSummary } from '../../lib/test-my-events.ts';

vi.mock('../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const PERSON = 'anna0001abcd';

const event = (uid: string, title: string, startsAt: string) =>
  makeEventSummary({
    uid,
    slug: uid,
    title,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 2 * 86_400_000).toISOString(),
    organizing: false,
    participants: null,
    participation: { role: 'visitor', status: 'approved' },
  });

const FAIR = event('fair0001abcd', 'Poznań Tool Fair', '2031-03-12T08:00:00.000Z');
const FORUM = event('forum001abcd', 'Metal Forum', '2031-04-02T08:00:00.000Z');

type Places = Pick<FreeSlots, 'places' | 'stand'>;

const slots = (from: string, places: Places): FreeSlots => ({
  timeZone: 'Europe/Warsaw',
  slotMinutes: 30,
  from,
  to: new Date(Date.parse(from) + 86_400_000).toISOString(),
  ...places,
  slots: [{ startsAt: from, endsAt: new Date(Date.parse(from) + 30 * 60_000).toISOString() }],
});

/** The caller's shared events; at an event the slots' places are `placesAt[event]` (default: tables, no stand), outside events online. */
function api(shared: ReturnType<typeof event>[], placesAt: Record<string, Places> = {}) {
  return fakePanelApi((call: PanelCall) => {
    if (call.method === 'GET' && call.path === 'events/mine') return { status: 200, body: pageOf(shared, { perPage: 50 }) };
    if (call.method === 'GET' && call.path === `people/${PERSON}/slots`) {
      const at = call.params.get('event');
      const places: Places = at ? (placesAt[at] ?? { places: ['table', 'online'], stand: null }) : { places: ['online'], stand: null };
      return { status: 200, body: slots('2031-03-12T09:00:00.000Z', places) };
    }
    return problem(404);
  });
}

async function render(options: { eventUid?: string; language?: 'en' | 'pl' } = {}) {
  useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  useSessionStore.getState().setUserData({ uid: 'me000001abcd', company: { uid: 'comp0001abcd' } } as never);
  return renderPanelRoutes(
    [{ path: '/', element: <RequestMeetingModal opened personUid={PERSON} personName="Anna Nowak" eventUid={options.eventUid} onClose={() => {}} /> }],
    { namespaces: { meetings: { en: enMeetings, pl: plMeetings } }, url: '/', language: options.language },
  );
}

afterEach(() => useSessionStore.getState().clearSession());

describe('Request a meeting: the events to choose from', { timeout: 30_000 }, () => {
  it('offers only the events both take part in (asked of the server with sharedWith), the given one chosen, and No event', async () => {
    const fake = api([FAIR, FORUM]);
    const { missing } = await render({ eventUid: FORUM.uid });
    const select = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(select).toHaveValue('Metal Forum'));
    expect(Object.fromEntries(fake.callsTo('GET', 'events/mine')[0]!.params)).toEqual({
      role: 'participating',
      participation: 'approved',
      status: 'published',
      sort: 'starts',
      perPage: '50',
      sharedWith: PERSON,
      own: 'true',
    });
    expect(screen.getByText('An event you both take part in, or none: then a time within their weekly hours.')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', `people/${PERSON}/slots`)[0]?.params.get('event')).toBe(FORUM.uid));

    await userEvent.click(select);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Poznań Tool Fair', 'Metal Forum', 'No event (their weekly hours)']);
    expect(missing).toEqual([]);
  });

  it('an event given that the two do not share is not offered: the first shared one is chosen', async () => {
    const fake = api([FAIR]);
    await render({ eventUid: FORUM.uid });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('Poznań Tool Fair'));
    await waitFor(() => expect(fake.callsTo('GET', `people/${PERSON}/slots`)[0]?.params.get('event')).toBe(FAIR.uid));
    expect(fake.callsTo('GET', `people/${PERSON}/slots`).some((call) => call.params.get('event') === FORUM.uid)).toBe(false);
  });

  it('says when no event is shared and offers No event, the person’s weekly hours', async () => {
    const fake = api([]);
    const { missing } = await render();
    const select = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(select).toHaveValue('No event (their weekly hours)'));
    expect(
      screen.getByText(
        'You and Anna Nowak are not both approved participants of any published event, so the meeting can only be outside events, within their weekly hours.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', `people/${PERSON}/slots`)).toHaveLength(1));
    expect(fake.callsTo('GET', `people/${PERSON}/slots`)[0]!.params.has('event')).toBe(false);
    // Tables are only at events; the slot of the weekly hours is offered.
    expect(screen.getByRole('radio', { name: 'At a meeting table' })).toBeDisabled();
    const picker = await screen.findByRole('radiogroup', { name: 'Time' });
    // 10:00 in Warsaw; the reader's own clock (the test runner's zone) in brackets where it differs.
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([expect.stringMatching(/^10:00/)]);
    await userEvent.click(select);
    expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual(['No event (their weekly hours)']);
    expect(missing).toEqual([]);
  });

  it('says it in Polish too', async () => {
    api([]);
    const { missing } = await render({ language: 'pl' });
    expect(
      await screen.findByText(
        'Ty i Anna Nowak nie jesteście razem zatwierdzonymi uczestnikami żadnego opublikowanego wydarzenia, więc spotkanie może być tylko poza wydarzeniami, w godzinach tygodniowych tej osoby.',
      ),
    ).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('offers the stand only where the person’s company has one and a table only at an event with tables, as the slots’ answer names them', async () => {
    api([FAIR, FORUM], {
      [FAIR.uid]: { places: ['table', 'stand', 'online'], stand: 'B12' },
      [FORUM.uid]: { places: ['online'], stand: null },
    });
    const { missing } = await render({ eventUid: FAIR.uid });
    expect(await screen.findByText('Stand B12 of their company at the event.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "At the exhibitor's stand" })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'At a meeting table' })).toBeChecked();

    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Metal Forum', hidden: true }));
    await waitFor(() => expect(screen.getByRole('radio', { name: "At the exhibitor's stand" })).toBeDisabled());
    expect(screen.getByText("Anna Nowak's company has no stand at this event.")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a meeting table' })).toBeDisabled();
    expect(screen.getByText('This event has no meeting tables.')).toBeInTheDocument();
    // What is left is online, with its link.
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Link to the online meeting/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No event (their weekly hours)', hidden: true }));
    await waitFor(() => expect(screen.getByText('Stands are only at events.')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: "At the exhibitor's stand" })).toBeDisabled();
    expect(missing).toEqual([]);
  });

  it('tells it in Polish too', async () => {
    api([FORUM], { [FORUM.uid]: { places: ['online'], stand: null } });
    const { missing } = await render({ eventUid: FORUM.uid, language: 'pl' });
    expect(await screen.findByText('Firma tej osoby (Anna Nowak) nie ma stoiska na tym wydarzeniu.')).toBeInTheDocument();
    expect(screen.getByText('To wydarzenie nie ma stolików spotkań.')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

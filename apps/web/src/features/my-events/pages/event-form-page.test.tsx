import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fakePanelApi, fieldProblem, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { makeCompany, makeEvent, makeVenue, MY_EVENTS_NAMESPACES } from '../test-fixtures.ts';
import { EventFormPage } from './event-form-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/events', element: <p>Events list</p> },
  { path: '/panel/events/:sub', element: <EventFormPage eventSections={(event) => <p>Participants of {event.title}</p>} /> },
];

const render = (url: string, language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: MY_EVENTS_NAMESPACES, url, language });

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined, company = makeCompany()) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'companies/mine') return { status: 200, body: company };
    if (call.method === 'GET' && call.path === 'venues/mine')
      return { status: 200, body: pageOf([makeVenue(), makeVenue({ uid: 'venu0002abcd', name: 'Olivia Hub' })]) };
    if (call.method === 'GET' && call.path === 'events/mine/evnt0001abcd') return { status: 200, body: makeEvent() };
    return problem(404, 'Not Found');
  });
}

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input, textarea' });
/** Date-time and time inputs take their value at once (typing them key by key is not how a browser fills them). */
const setField = (name: string | RegExp, value: string) => fireEvent.input(field(name), { target: { value } });
/** The form is there once the company (an organizer) and the event are loaded. */
const formReady = (button = 'Save changes') => screen.findByRole('button', { name: button });

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('EventFormPage', { timeout: 30_000 }, () => {
  it('checks the fields before sending anything, with the shared rules', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { missing } = await render('/panel/events/new');
    // The heading is there while the company loads too, and is drawn anew with the form: read it then.
    await formReady('Create draft');
    expect(screen.getByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    expect(document.title).toBe('Event form · Fairhub');
    setField(/^Starts/, '2027-03-14T10:00');
    setField(/^Ends/, '2027-03-12T10:00');
    await user.type(field('Meeting tables'), '5000');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('The event must end after it starts: choose a later end.')).toBeInTheDocument();
    expect(screen.getByText('Enter the number of tables as a whole number from 0 to 1,000.')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'events/mine')).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('creates a draft: times go out with the zone’s offset, then the address takes the new uid', async () => {
    const user = userEvent.setup();
    const created = makeEvent({ uid: 'evntNEW00001', title: 'Amber Week', description: null, venue: null, city: null, country: null });
    const calls = api((call) => {
      if (call.method === 'POST' && call.path === 'events/mine') return { status: 201, body: created };
      if (call.method === 'GET' && call.path === 'events/mine/evntNEW00001') return { status: 200, body: created };
      return undefined;
    });
    const { router } = await render('/panel/events/new');
    await formReady('Create draft');
    await user.type(field(/^Title/), '  Amber Week ');
    await user.click(screen.getByRole('combobox', { name: /^Time zone/ }));
    await user.clear(screen.getByRole('combobox', { name: /^Time zone/ }));
    await user.type(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Warsaw');
    await user.click(await screen.findByRole('option', { name: 'Europe/Warsaw' }));
    setField(/^Starts/, '2027-03-12T09:00');
    setField(/^Ends/, '2027-07-14T17:30');
    await user.type(field('Online address'), 'https://meet.example.com/amber');
    await user.click(screen.getByRole('radio', { name: /^Approved at once/ }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/events/evntNEW00001'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.callsTo('POST', 'events/mine')[0]!.body).toEqual({
      title: 'Amber Week',
      summary: null,
      description: null,
      // Winter time in Warsaw is UTC+1, summer time UTC+2.
      startsAt: '2027-03-12T09:00:00+01:00',
      endsAt: '2027-07-14T17:30:00+02:00',
      timeZone: 'Europe/Warsaw',
      venueUid: null,
      onlineUrl: 'https://meet.example.com/amber',
      codes: [],
      coverImage: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      approval: 'automatic',
      meetingSlotMinutes: 30,
      meetingDayStart: '09:00',
      meetingDayEnd: '17:00',
      meetingTables: 0,
    });
    expect(notify.success).toHaveBeenCalledWith('“Amber Week” was created as a draft.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Week' })).toBeInTheDocument();
    expect(screen.getByText('Participants of Amber Week')).toBeInTheDocument();
  });

  it('shows a saved event in its own zone with its formatted description, and puts a server error on its field', async () => {
    const user = userEvent.setup();
    const calls = api((call) => (call.method === 'PATCH' ? fieldProblem([{ field: 'onlineUrl', code: 'online_url_invalid' }]) : undefined));
    await render('/panel/events/evnt0001abcd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Fair 2027' })).toBeInTheDocument();
    await formReady();
    expect(field(/^Starts/)).toHaveValue('2027-03-12T09:00');
    expect(field(/^Ends/)).toHaveValue('2027-03-14T17:00');
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(within(description).getByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
    expect(within(description).getByText('live welding').tagName).toBe('STRONG');
    expect(screen.getByRole('combobox', { name: /^Venue/ })).toHaveValue('Amber Hall, Gdańsk');
    await user.type(field('Online address'), 'https://x.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a full address starting with https://.')).toBeInTheDocument();
    expect(field('Online address')).toHaveAttribute('aria-invalid', 'true');
    const body = calls.callsTo('PATCH', 'events/mine/evnt0001abcd')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ onlineUrl: 'https://x.example', startsAt: '2027-03-12T09:00:00+01:00', venueUid: 'venu0001abcd' });
    // The cover did not change, so it is not sent again.
    expect(body).not.toHaveProperty('coverImage');
  });

  it('chooses meeting hours on the 24-hour clock, no AM/PM in English, refuses an end before the start and saves HH:MM', async () => {
    const user = userEvent.setup();
    const calls = api((call) => (call.method === 'PATCH' ? { status: 200, body: makeEvent({ meetingDayStart: '08:30', meetingDayEnd: '14:45' }) } : undefined));
    await render('/panel/events/evnt0001abcd');
    await formReady();
    const from = screen.getByRole('combobox', { name: 'Meetings from' });
    const until = screen.getByRole('combobox', { name: 'Meetings until' });
    expect(from).toHaveValue('09:00');
    expect(until).toHaveValue('17:00');

    await user.click(from);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(options).toContain('13:45');
    expect(options.join(' ')).not.toMatch(/AM|PM/i);
    await user.click(screen.getByRole('option', { name: '08:30' }));
    expect(from).toHaveValue('08:30');

    // Typing filters the times: "08" offers the morning's 08:…, and an end before the start is refused.
    await user.clear(until);
    await user.type(until, '08');
    await user.click(await screen.findByRole('option', { name: '08:00' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Meeting hours must end after they start: choose a later end.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', 'events/mine/evnt0001abcd')).toHaveLength(0);

    await user.click(until);
    await user.click(screen.getByRole('option', { name: '14:45' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo('PATCH', 'events/mine/evnt0001abcd')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'events/mine/evnt0001abcd')[0]!.body).toMatchObject({ meetingDayStart: '08:30', meetingDayEnd: '14:45' });
  });

  it('says in words why the server refused a save that names no field', async () => {
    const user = userEvent.setup();
    api((call) =>
      call.method === 'PATCH' ? { status: 422, body: { type: 'about:blank', title: 'Unprocessable', status: 422, code: 'event_not_editable' } } : undefined,
    );
    await render('/panel/events/evnt0001abcd');
    await formReady();
    await user.type(field(/^Title/), ' (new)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A cancelled or finished event cannot be changed any more.');
    expect(notify.error).toHaveBeenCalledWith('Your changes were not saved. A cancelled or finished event cannot be changed any more.');
  });

  it('asks before a change that would cancel booked meetings, then saves confirming it', async () => {
    const user = userEvent.setup();
    const calls = api((call) => {
      if (call.method !== 'PATCH') return undefined;
      if (call.params.get('confirmMeetingChanges') === 'true') return { status: 200, body: makeEvent({ meetingTables: 1 }) };
      return {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Unprocessable',
          status: 422,
          code: 'meetings_affected',
          current: [
            { uid: 'meet0001abcd', status: 'accepted' },
            { uid: 'meet0002abcd', status: 'requested' },
          ],
        },
      };
    });
    await render('/panel/events/evnt0001abcd');
    await formReady();
    await user.type(field(/^Title/), ' (new)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booked meetings?' });
    expect(dialog).toHaveTextContent('This change leaves 2 booked or requested meetings without their time or table.');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save and cancel them' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const patches = calls.callsTo('PATCH', 'events/mine/evnt0001abcd');
    expect(patches.map((call) => call.params.get('confirmMeetingChanges'))).toEqual([null, 'true']);
    expect(patches[1]!.body).toEqual(patches[0]!.body);
  });

  it('publishes a draft; a refusal for want of a place is said in words', async () => {
    const user = userEvent.setup();
    let place = false;
    let current = makeEvent();
    const calls = api((call) => {
      if (call.method === 'GET' && call.path === 'events/mine/evnt0001abcd') return { status: 200, body: current };
      if (call.method === 'POST' && call.path === 'events/mine/evnt0001abcd/publish') {
        if (!place) return { status: 422, body: { type: 'about:blank', title: 'Unprocessable', status: 422, code: 'event_needs_place' } };
        current = makeEvent({ status: 'published' });
        return { status: 200, body: current };
      }
      return undefined;
    });
    await render('/panel/events/evnt0001abcd');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The event was not published. Choose a venue or enter an online address before publishing.'));
    place = true;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Baltic Metal Fair 2027” is published.'));
    expect(calls.callsTo('POST', 'events/mine/evnt0001abcd/publish')).toHaveLength(2);
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).not.toBeInTheDocument();
  });

  it('cancels with a reason asked in a dialog', async () => {
    const user = userEvent.setup();
    let current = makeEvent({ status: 'published' });
    const calls = api((call) => {
      if (call.method === 'GET' && call.path === 'events/mine/evnt0001abcd') return { status: 200, body: current };
      if (call.method === 'POST' && call.path === 'events/mine/evnt0001abcd/cancel') {
        current = makeEvent({ status: 'cancelled', cancelReason: 'The hall flooded.' });
        return { status: 200, body: current };
      }
      return undefined;
    });
    await render('/panel/events/evnt0001abcd');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Cancel the event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    expect(await within(dialog).findByText('Say why the event is cancelled: participants will read it.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The hall flooded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Baltic Metal Fair 2027” is cancelled; its participants are told.'));
    expect(calls.callsTo('POST', 'events/mine/evnt0001abcd/cancel')[0]!.body).toEqual({ reason: 'The hall flooded.' });
    expect(await screen.findByTestId('cancel-reason')).toHaveTextContent('The hall flooded.');
    expect(field(/^Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    const calls = api((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const { router } = await render('/panel/events/evnt0001abcd');
    await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Fair 2027' });
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/events'));
    expect(calls.callsTo('DELETE', 'events/mine/evnt0001abcd')).toHaveLength(1);
  });

  it('is read-only for a member who is not an admin', async () => {
    api(undefined, makeCompany({ role: 'member' }));
    await render('/panel/events/evnt0001abcd');
    await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Fair 2027' });
    expect(screen.getByText('Only the owners and admins of your company change events. You can see this one.')).toBeInTheDocument();
    expect(field(/^Title/)).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('contenteditable', 'false');
    for (const name of ['Save changes', 'Publish', 'Cancel the event', 'Delete draft', 'Add a venue']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('explains organizing to a company that is not an organizer, without asking for organizer data', async () => {
    const calls = api(undefined, makeCompany({ isOrganizer: false }));
    await render('/panel/events/new');
    expect(await screen.findByText(/switched on for a company by the team that runs Fairhub/)).toBeInTheDocument();
    // The company exists already: no "create your company / a free account" meant for anonymous visitors.
    expect(screen.queryByText(/create your company|free account/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What organizers get on Fairhub' })).toHaveAttribute('href', '/organizer-benefits');
    expect(calls.calls.filter((call) => call.path.startsWith('events/mine') || call.path.startsWith('venues/mine'))).toEqual([]);
  });

  it('names an existing event "Event" in the breadcrumbs of a non-organizer, never "New event"', async () => {
    api(undefined, makeCompany({ isOrganizer: false }));
    await render('/panel/events/evnt0001abcd');
    expect(await screen.findByTestId('not-organizer')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByText('Event')).toBeInTheDocument();
    expect(within(trail).queryByText('New event')).not.toBeInTheDocument();
  });

  it('tells a non-organizer in Polish who switches organizing on', async () => {
    api(undefined, makeCompany({ isOrganizer: false }));
    await render('/panel/events/evnt0001abcd', 'pl');
    expect(await screen.findByText(/Funkcje organizatora włącza dla firmy zespół prowadzący Fairhub/)).toBeInTheDocument();
    expect(screen.queryByText(/Utwórz swoją firmę|darmowe konto/i)).not.toBeInTheDocument();
  });

  it('says an unknown event is not there', async () => {
    api((call) => (call.path === 'events/mine/nope0000abcd' ? problem(404, 'Not Found') : undefined));
    await render('/panel/events/nope0000abcd');
    expect(await screen.findByText('This event is not one of your company’s, or it was deleted.')).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api();
    const { missing } = await render('/panel/events/new', 'pl');
    expect(await screen.findByRole('button', { name: 'Utwórz szkic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nowe wydarzenie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pogrubienie' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify under happy-dom drops the first heading of a description
// (`<h2>Plan</h2><h3>x</h3>` comes out as `Plan<h3>x</h3>`), which no browser does; the description's
// cleaning and its text are checked where DOMPurify behaves as in a browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { EventDetailsPage } from './event-details-page.tsx';
import { fakeApi, makeEventDetails, renderWithApp } from '../../../components/catalogue/event-test-utils.tsx';
import { eventLocationLine, eventToIcs } from '../components/event-ics.ts';
import { descriptionText } from '../components/event-description.tsx';
import { registrationState } from '../components/event-details-sections.tsx';
import { shareUrls } from '../components/share-links.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { resetRuntimeConfigForTests } from '../../../lib/api/config.ts';
import type { EventDetails } from '@fairhub/shared/events';
import type { RuntimeConfig } from '@fairhub/shared/runtime-config';

const routes: RouteObject[] = [
  { path: '/events/:uid/:slug?', element: <EventDetailsPage /> },
  { path: '/events', element: <p>events list</p> },
];

const CONFIG: RuntimeConfig = {
  clientId: 'web',
  clientSecret: 's',
  version: '1',
  releaseStage: 'test',
  build: 'x',
  restrictionFlag: '0',
  mapsKey: null,
  mapTiles: null,
  errorReportingKey: null,
  showOutbox: false,
  pushPublicKey: null,
};

function api(event: EventDetails | null = makeEventDetails(), config = CONFIG) {
  return fakeApi((path) => {
    if (path === 'config') return { status: 200, body: config };
    if (event && path === `events/${event.uid}`) return { status: 200, body: event };
    return { status: 404, body: { type: 'about:blank', status: 404, title: 'Not Found' } };
  });
}

beforeEach(() => {
  resetRuntimeConfigForTests();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  document.title = '';
});

describe('EventDetailsPage', { timeout: 30_000 }, () => {
  it('shows the event: title, dates with the zone, venue, organizer, exhibitors, codes and registration', async () => {
    api();
    const { missing } = await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Expo 2027' })).toBeInTheDocument();
    expect(document.title).toBe('Baltic Metal Expo 2027 · Fairhub');

    const when = screen.getByRole('region', { name: 'When' });
    expect(within(when).getByText(/Times in the event's time zone: Central European Time \(Europe\/Warsaw\)/)).toBeInTheDocument();
    expect(within(when).getAllByText(/12 March 2027/).length).toBeGreaterThan(0);

    const where = screen.getByRole('region', { name: 'Where' });
    expect(within(where).getByRole('link', { name: 'AmberExpo' })).toHaveAttribute('href', '/venues/ven1');
    expect(within(where).getByText(/Żaglowa 11/)).toBeInTheDocument();
    // No maps key: the address and an OpenStreetMap link.
    const osm = await within(where).findByRole('link', { name: /Open in OpenStreetMap/ });
    expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=54.3893&mlon=18.6367#map=16/54.3893/18.6367');

    const organizer = screen.getByRole('region', { name: 'Organizer' });
    expect(within(organizer).getByRole('link', { name: 'Baltic Expo Center' })).toHaveAttribute('href', '/organizers/org1');
    expect(within(organizer).getByRole('link', { name: 'More events by this organizer' })).toHaveAttribute('href', '/events?organizer=org1');

    const exhibitors = screen.getByRole('region', { name: 'Exhibitors (2)' });
    expect(within(exhibitors).getByRole('link', { name: 'Nordic Metalworks' })).toHaveAttribute('href', '/organizers/co1');
    expect(within(exhibitors).getByText('Stand B12')).toBeInTheDocument();
    expect(within(exhibitors).getByText('Hamburg, Germany')).toBeInTheDocument();

    const codes = screen.getByRole('region', { name: 'Industries' });
    expect(within(codes).getByRole('link', { name: '25 Manufacture of fabricated metal products' })).toHaveAttribute('href', '/events?code=25');

    expect(screen.getByRole('region', { name: 'Registration' })).toHaveTextContent(/Opens: 10 January 2027/);
    expect(missing).toEqual([]);
  });

  it('renders the description’s formatting (headings, lists, emphasis, links) and nothing else', async () => {
    api(
      makeEventDetails({
        description:
          '<h2>Programme</h2><p>Three days of <strong>metalworking</strong>.</p><ul><li>Machines</li><li>Tools</li></ul>' +
          '<p><a href="https://fair.example/plan" rel="noopener nofollow ugc">Hall plan</a></p>' +
          // Never in what the server stores; the browser removes it all the same.
          '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><a href="javascript:alert(1)">bad link</a><p style="color: red" onclick="x()">Styled</p>',
      }),
    );
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    const about = await screen.findByRole('region', { name: 'About the event' });
    expect(within(about).getByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
    expect(about.querySelector('strong')).toHaveTextContent('metalworking');
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Machines', 'Tools']);
    expect(within(about).getByRole('link', { name: 'Hall plan' })).toHaveAttribute('href', 'https://fair.example/plan');
    const body = within(about).getByRole('heading', { level: 2, name: 'Programme' }).parentElement!;
    expect(body.querySelector('img, script, [onerror], [onclick], [style]')).toBeNull();
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect(about).toHaveTextContent('bad link');
    expect(about).toHaveTextContent('Styled');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('replaces a missing slug with the canonical one, keeping query and hash', async () => {
    api();
    const { router } = await renderWithApp(<></>, { path: '/events/ev1?ref=mail#exhibitors', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/ev1/baltic-metal-expo-2027'));
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.location.hash).toBe('#exhibitors');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces an outdated slug', async () => {
    api();
    const { router } = await renderWithApp(<></>, { path: '/events/ev1/old-name', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/ev1/baltic-metal-expo-2027'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the canonical address alone', async () => {
    api();
    const { router } = await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Expo 2027' });
    expect(router.state.historyAction).toBe('POP');
  });

  it('says when an event does not exist and links back to the list', async () => {
    api(null);
    await renderWithApp(<></>, { path: '/events/nope', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(document.title).toBe('We could not find this event · Fairhub');
  });

  it('shows a skeleton, then an error with a retry', async () => {
    let fail = true;
    fakeApi((path) => {
      if (path === 'config') return { status: 200, body: CONFIG };
      return fail ? { status: 503, body: { status: 503, title: 'Unavailable' } } : { status: 200, body: makeEventDetails() };
    });
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    expect(screen.getByRole('status', { name: 'Loading the event' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Expo 2027' })).toBeInTheDocument();
  });

  it('sends the bearer token when signed in (owners see drafts) and shows the draft notice', async () => {
    useSessionStore.getState().setToken({ accessToken: 'tok-123', expires_at: new Date(Date.now() + 3_600_000).toISOString() } as never);
    const calls = api(makeEventDetails({ status: 'draft' }));
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    expect(await screen.findByText('Draft: only your company can see this page')).toBeInTheDocument();
    expect(calls.callsTo('events/ev1')[0]!.headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends no token to a visitor, and flags a cancelled event', async () => {
    const calls = api(makeEventDetails({ status: 'cancelled' }));
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    expect(await screen.findByText('This event has been cancelled')).toBeInTheDocument();
    expect(calls.callsTo('events/ev1')[0]!.headers.Authorization).toBeUndefined();
  });

  it('shows the online notice instead of a venue', async () => {
    api(makeEventDetails({ online: true, venue: null, city: null, country: null, onlineUrl: 'https://meet.example/fair' }));
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    const where = await screen.findByRole('region', { name: 'Where' });
    expect(within(where).getByText('This event takes place online.')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /Join link/ })).toHaveAttribute('href', 'https://meet.example/fair');
  });

  it('loads the map script only with a maps key', async () => {
    api(makeEventDetails(), { ...CONFIG, mapsKey: 'maps-key-1' });
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    await screen.findByRole('heading', { level: 1, name: 'Baltic Metal Expo 2027' });
    await waitFor(() => expect(document.querySelector('script[src*="maps.googleapis.com"]')?.getAttribute('src')).toContain('key=maps-key-1'));
    expect(screen.getByRole('region', { name: 'Map showing AmberExpo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    document.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((script) => script.remove());
  });

  it('downloads an .ics file for the event', async () => {
    api();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ics';
    });
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledOnce();
    expect(clicks[0]!.download).toBe('baltic-metal-expo-2027.ics');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(text).toContain('UID:ev1@fairhub\r\n');
    expect(text).toContain('DTSTART:20270312T080000Z\r\n');
    expect(text).toContain('DTEND:20270314T160000Z\r\n');
    expect(text).toContain('SUMMARY:Baltic Metal Expo 2027\r\n');
  });

  it('copies the link and offers share links', async () => {
    api();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes });
    const share = await screen.findByRole('group', { name: 'Share' });
    await act(async () => fireEvent.click(within(share).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/ev1/baltic-metal-expo-2027`);
    expect(
      within(share)
        .getByRole('link', { name: /LinkedIn/ })
        .getAttribute('href'),
    ).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${window.location.origin}/events/ev1/baltic-metal-expo-2027`)}`);
    expect(within(share).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    expect(within(share).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=Baltic%20Metal%20Expo%202027&body=/);
  });

  it('speaks Polish', async () => {
    api();
    const { missing } = await renderWithApp(<></>, { path: '/events/ev1/baltic-metal-expo-2027', routes, language: 'pl' });
    expect(await screen.findByRole('region', { name: 'Kiedy' })).toHaveTextContent(/czas środkowoeuropejski/);
    expect(screen.getByRole('button', { name: 'Dodaj do kalendarza' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

describe('event page helpers', () => {
  it('builds the .ics of an event with its place, links and status', () => {
    const ics = eventToIcs(
      makeEventDetails({ status: 'cancelled' }),
      'https://fairhub.example/events/ev1/baltic-metal-expo-2027',
      'Online',
      new Date('2026-11-22T10:00:00Z'),
    );
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(unfolded).toContain('LOCATION:AmberExpo\\, Żaglowa 11\\, 80-560 Gdańsk\\, Poland\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Metalworking fair on the Baltic coast.\\n\\nThree days of metalworking.\\n\\nMachines\\, tools and <b>materials</b> on show.\\n\\nhttps://fairhub.example/events/ev1/baltic-metal-expo-2027\r\n',
    );
    expect(unfolded).toContain('URL:https://fairhub.example/events/ev1/baltic-metal-expo-2027\r\n');
    expect(unfolded).toContain('STATUS:CANCELLED\r\n');
  });

  it('writes the place of an online event', () => {
    expect(eventLocationLine({ online: true, onlineUrl: 'https://meet.example/x', venue: null, city: null, country: null }, 'Online')).toBe(
      'Online: https://meet.example/x',
    );
    expect(eventLocationLine({ online: true, onlineUrl: null, venue: null, city: null, country: null }, 'Online')).toBe('Online');
  });

  it('gives the description’s text with paragraphs and lines apart, entities decoded', () => {
    expect(descriptionText('<h2>Plan</h2><p>One<br />line two</p><ul><li>A &amp; B</li><li>C</li></ul><p>&lt;b&gt;Three&lt;/b&gt;</p>')).toBe(
      'Plan\n\nOne\nline two\n\nA & B\nC\n\n<b>Three</b>',
    );
  });

  it('tells where registration stands', () => {
    const now = Date.parse('2027-02-01T00:00:00Z');
    expect(registrationState(null, null, now)).toBeNull();
    expect(registrationState('2027-03-01T00:00:00Z', null, now)).toBe('notYet');
    expect(registrationState('2027-01-01T00:00:00Z', '2027-03-01T00:00:00Z', now)).toBe('openUntil');
    expect(registrationState('2027-01-01T00:00:00Z', null, now)).toBe('openFrom');
    expect(registrationState(null, '2027-01-15T00:00:00Z', now)).toBe('closed');
  });

  it('builds share addresses', () => {
    const urls = shareUrls('https://f.example/events/a/b', 'Expo & more');
    expect(urls.x).toBe('https://x.com/intent/post?text=Expo%20%26%20more&url=https%3A%2F%2Ff.example%2Fevents%2Fa%2Fb');
    expect(urls.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ff.example%2Fevents%2Fa%2Fb');
  });
});

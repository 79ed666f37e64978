import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { eventsNearVenue, VenueDetailsPage } from './venue-details-page.tsx';
import { makeEvents, makeVenueDetails } from '../../../components/catalogue/directory-fixtures.ts';
import { mockDirectoryApi, problem404, problem500, renderDirectory, runtimeConfig } from '../../../components/catalogue/directory-test-utils.tsx';

const routes: RouteObject[] = [
  { path: '/venues/:uid', element: <VenueDetailsPage /> },
  { path: '/venues', element: <p>the venues list</p> },
];

function api(venue: () => { status: number; body?: unknown }) {
  return mockDirectoryApi((path) => {
    if (path === 'config') return { status: 200, body: runtimeConfig() };
    if (path === 'venues/ven1') return venue();
    return problem404;
  });
}

afterEach(() => {
  document.title = '';
});

describe('VenueDetailsPage', { timeout: 30_000 }, () => {
  it('shows the venue: facts, description as text, the place with an OpenStreetMap link, coming events', async () => {
    const calls = api(() => ({ status: 200, body: makeVenueDetails() }));
    const { missing } = await renderDirectory(routes, { url: '/venues/ven1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Expo' })).toBeInTheDocument();
    expect(document.title).toBe('Amber Expo · Fairhub');
    expect(calls.callsTo('venues/ven1')).toHaveLength(1);

    const facts = screen.getByRole('complementary', { name: 'Venue facts' });
    expect(within(facts).getByText('Up to 12,000 people')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Baltic Expo Center' })).toHaveAttribute('href', '/organizers/org1');
    expect(within(facts).getByText('3 coming events')).toBeInTheDocument();

    // The description is plain text: markup in it is shown, never run.
    const about = screen.getByRole('region', { name: 'About the venue' });
    expect(
      within(about)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Halls by the sea.', 'Loading bays and <script>alert(1)</script> catering.']);
    expect(about.querySelector('script')).toBeNull();

    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('Żaglowa 11, 80-560 Gdańsk').closest('address')).toHaveTextContent('Gdańsk, Poland');
    expect(await within(location).findByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=54.3794&mlon=18.6046#map=16/54.3794/18.6046',
    );

    const events = screen.getByRole('region', { name: 'Coming events' });
    expect(within(events).getByRole('link', { name: 'Event 1' })).toHaveAttribute('href', '/events/ev1/event-1');
    expect(within(events).getByRole('link', { name: 'More events in Gdańsk' })).toHaveAttribute('href', '/events?city=Gda%C5%84sk&country=PL');
    // No photos: a drawn placeholder, hidden from assistive technology, not a broken image.
    expect(document.querySelector('main img, img[src]')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('shows its photos with alt text, and the first six coming events until asked for all', async () => {
    api(() => ({
      status: 200,
      body: makeVenueDetails({ photos: ['/media/a.jpg', '/media/b.jpg'], upcomingEvents: makeEvents(8), description: null, capacity: null }),
    }));
    await renderDirectory(routes, { url: '/venues/ven1' });
    expect(await screen.findByRole('img', { name: 'Amber Expo, photo 1 of 2' })).toHaveAttribute('src', '/media/a.jpg');
    expect(screen.getByRole('img', { name: 'Amber Expo, photo 2 of 2' })).toHaveAttribute('src', '/media/b.jpg');
    expect(screen.queryByRole('region', { name: 'About the venue' })).toBeNull();
    expect(screen.queryByText('Capacity')).toBeNull();
    const events = screen.getByRole('region', { name: 'Coming events' });
    expect(within(events).getAllByRole('article')).toHaveLength(6);
    fireEvent.click(within(events).getByRole('button', { name: 'Show all 8 events' }));
    expect(within(events).getAllByRole('article')).toHaveLength(8);
    expect(within(events).getByRole('link', { name: 'Event 8' })).toBeInTheDocument();
  });

  it('shows a skeleton and a title while the venue loads', async () => {
    let release!: (answer: { status: number; body: unknown }) => void;
    mockDirectoryApi((path) =>
      path === 'venues/ven1' ? new Promise((resolve) => (release = resolve)) : path === 'config' ? { status: 200, body: runtimeConfig() } : problem404,
    );
    await renderDirectory(routes, { url: '/venues/ven1' });
    expect(await screen.findByRole('status', { name: 'Loading the venue' })).toBeInTheDocument();
    expect(document.title).toBe('Venue · Fairhub');
    await act(async () => release({ status: 200, body: makeVenueDetails() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Expo' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the venue' })).toBeNull();
    expect(document.title).toBe('Amber Expo · Fairhub');
  });

  it('says when nothing is planned there', async () => {
    api(() => ({ status: 200, body: makeVenueDetails({ upcomingEvents: [], upcomingEventCount: 0 }) }));
    await renderDirectory(routes, { url: '/venues/ven1' });
    const events = await screen.findByRole('region', { name: 'Coming events' });
    expect(within(events).getByText(/Nothing is planned here yet/)).toBeInTheDocument();
    expect(within(events).queryAllByRole('article')).toHaveLength(0);
  });

  it('an unknown venue gets a friendly not-found state leading back to the list', async () => {
    api(() => problem404);
    await renderDirectory(routes, { url: '/venues/ven1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this venue' })).toBeInTheDocument();
    expect(document.title).toBe('We could not find this venue · Fairhub');
    fireEvent.click(screen.getByRole('link', { name: 'Browse venues' }));
    expect(await screen.findByText('the venues list')).toBeInTheDocument();
  });

  it('a failed load offers a retry, which shows the venue', async () => {
    let fail = true;
    api(() => (fail ? problem500 : { status: 200, body: makeVenueDetails() }));
    await renderDirectory(routes, { url: '/venues/ven1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Venue' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Expo' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api(() => ({ status: 200, body: makeVenueDetails() }));
    const { missing } = await renderDirectory(routes, { url: '/venues/ven1', language: 'pl' });
    expect(await screen.findByRole('region', { name: 'Nadchodzące wydarzenia' })).toBeInTheDocument();
    expect(screen.getByText('Do 12 000 osób')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('links "more events" to the events list in the venue\'s city and country', () => {
    expect(eventsNearVenue({ city: 'Łódź', country: { id: 616, code: 'PL', name: 'Polska' } })).toBe('/events?city=%C5%81%C3%B3d%C5%BA&country=PL');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { eventsByOrganizer, OrganizerDetailsPage, safeWebsite } from './organizer-details-page.tsx';
import { formatPrice } from '../../../lib/format-price.ts';
import { makeEvent, makeEvents, makeOrganizerDetails } from '../../../components/catalogue/directory-fixtures.ts';
import { mockDirectoryApi, problem404, problem500, renderDirectory } from '../../../components/catalogue/directory-test-utils.tsx';

const routes: RouteObject[] = [
  { path: '/organizers/:uid', element: <OrganizerDetailsPage /> },
  { path: '/organizers', element: <p>the companies list</p> },
];

function api(organizer: () => { status: number; body?: unknown }) {
  return mockDirectoryApi((path) => (path === 'organizers/org1' ? organizer() : problem404));
}

const product = {
  uid: 'pr1',
  name: 'Laser cutter LC-3000',
  description: 'Cuts steel up to 25 mm.',
  images: ['/media/lc3000.jpg'],
  price: '1250.00',
  currency: 'EUR',
  status: 'published' as const,
  codes: [],
};

afterEach(() => {
  document.title = '';
});

describe('organizer page helpers', () => {
  it('links only http(s) websites, shown without the scheme', () => {
    expect(safeWebsite('https://www.baltic-expo.example/')).toEqual({ href: 'https://www.baltic-expo.example/', label: 'baltic-expo.example' });
    expect(safeWebsite('http://metal.example/en/about')).toEqual({ href: 'http://metal.example/en/about', label: 'metal.example/en/about' });
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });

  it("formats prices in the reader's language, with or without a currency", () => {
    expect(formatPrice('1250.00', 'EUR', 'en')).toBe('€1,250.00');
    expect(formatPrice('1250.5', 'PLN', 'pl').replace(/\s/g, ' ')).toBe('1250,50 zł');
    expect(formatPrice('99', null, 'en')).toBe('99');
    expect(formatPrice('10', 'XXXX', 'en')).toBe('10 XXXX');
  });

  it('links to the events list filtered by the organizer', () => {
    expect(eventsByOrganizer('org1')).toBe('/events?organizer=org1');
    expect(eventsByOrganizer('org1', 'past')).toBe('/events?organizer=org1&when=past');
  });
});

describe('OrganizerDetailsPage', { timeout: 30_000 }, () => {
  it('shows the profile: place, badge, website, description, codes, events, products and people', async () => {
    api(() => ({
      status: 200,
      body: makeOrganizerDetails({
        upcomingEvents: makeEvents(8),
        pastEvents: [makeEvent({ uid: 'old1', slug: 'old-fair', title: 'Old Fair', status: 'finished' })],
        exhibitingAt: [{ ...makeEvent({ uid: 'ex1', slug: 'metal-days', title: 'Metal Days' }), stand: 'B12' }],
        products: [product, { ...product, uid: 'pr2', name: 'Draft thing', status: 'draft' }],
        people: [{ uid: 'per1', firstName: 'Anna', lastName: 'Nowak', jobTitle: 'Sales director' }],
        codes: [{ code: '25', level: 2, name: 'Manufacture of fabricated metal products' }],
      }),
    }));
    const { missing } = await renderDirectory(routes, { url: '/organizers/org1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Expo Center' })).toBeInTheDocument();
    expect(document.title).toBe('Baltic Expo Center · Fairhub');
    expect(screen.getByText('Organizer')).toBeInTheDocument();

    const website = screen.getByRole('link', { name: /baltic-expo\.example/ });
    expect(website).toHaveAttribute('href', 'https://www.baltic-expo.example/');
    expect(website).toHaveAttribute('rel', 'noopener nofollow');
    expect(website).toHaveAttribute('target', '_blank');

    expect(within(screen.getByRole('region', { name: 'About' })).getByText('Trade fairs on the Baltic coast.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Activities' })).getByRole('link', { name: '25 Manufacture of fabricated metal products' }),
    ).toHaveAttribute('href', '/organizers?code=25');

    const coming = screen.getByRole('region', { name: 'Coming events' });
    expect(within(coming).getAllByRole('article')).toHaveLength(6);
    expect(within(coming).getByRole('link', { name: 'All events by this organizer' })).toHaveAttribute('href', '/events?organizer=org1');
    fireEvent.click(within(coming).getByRole('button', { name: 'Show all 8 events' }));
    expect(within(coming).getAllByRole('article')).toHaveLength(8);

    const past = screen.getByRole('region', { name: 'Past events' });
    expect(within(past).getByRole('link', { name: 'Old Fair' })).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: 'All past events by this organizer' })).toHaveAttribute('href', '/events?organizer=org1&when=past');

    const exhibiting = screen.getByRole('region', { name: 'Exhibiting at' });
    expect(within(exhibiting).getByRole('link', { name: 'Metal Days' })).toBeInTheDocument();
    expect(within(exhibiting).getByText('Stand B12')).toBeInTheDocument();

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('heading', { name: 'Laser cutter LC-3000' })).toBeInTheDocument();
    expect(within(products).getByText('€1,250.00')).toBeInTheDocument();
    expect(within(products).getByRole('img', { name: 'Laser cutter LC-3000' })).toHaveAttribute('src', '/media/lc3000.jpg');
    expect(within(products).queryByText('Draft thing')).toBeNull();

    expect(within(screen.getByRole('region', { name: 'People' })).getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute('href', '/people/per1');
    expect(missing).toEqual([]);
  });

  it('shows the logo, the street address and the active offers with whom and until when they are for', async () => {
    api(() => ({
      status: 200,
      body: makeOrganizerDetails({
        logoUrl: '/media/logo123.webp',
        address: 'Żaglowa 11',
        offers: [
          {
            uid: 'of1',
            kind: 'request',
            title: 'Looking for aluminium profiles',
            description: 'About 20 t a year.',
            codes: [{ code: '24.42', level: 4, name: 'Aluminium production' }],
            targetCountries: [
              { id: 616, code: 'PL', name: 'Poland' },
              { id: 276, code: 'DE', name: 'Germany' },
            ],
            validUntil: '2027-03-31T23:59:59.000Z',
          },
          { uid: 'of2', kind: 'partnership', title: 'Joint stand at Metal Days', description: null, codes: [], targetCountries: [], validUntil: null },
        ],
      }),
    }));
    const { container, missing } = await renderDirectory(routes, { url: '/organizers/org1' });
    await screen.findByRole('heading', { level: 1, name: 'Baltic Expo Center' });
    expect(container.querySelector('img[src="/media/logo123.webp"]')).not.toBeNull();
    expect(screen.getByText(/^Żaglowa 11, /)).toBeInTheDocument();

    const offers = screen.getByRole('region', { name: 'Offers, requests and partnerships' });
    const [request, partnership] = within(offers).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(request).getByText('Looking for')).toBeInTheDocument();
    expect(within(request).getByRole('heading', { name: 'Looking for aluminium profiles' })).toBeInTheDocument();
    expect(within(request).getByText('For: Poland, Germany')).toBeInTheDocument();
    expect(within(request).getByText('Until 31 March 2027')).toBeInTheDocument();
    expect(within(request).getByText('24.42 Aluminium production')).toBeInTheDocument();
    expect(within(partnership).getByText('For companies anywhere')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('leaves out what a company does not have, and never links a non-web address', async () => {
    api(() => ({
      status: 200,
      body: makeOrganizerDetails({
        isOrganizer: false,
        website: 'javascript:alert(1)',
        description: null,
        codes: [],
        upcomingEvents: [],
        upcomingEventCount: 0,
      }),
    }));
    await renderDirectory(routes, { url: '/organizers/org1' });
    await screen.findByRole('heading', { level: 1, name: 'Baltic Expo Center' });
    expect(screen.queryByText('Organizer')).toBeNull();
    expect(screen.queryByText(/javascript/)).toBeNull();
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
    for (const name of ['About', 'Activities', 'Coming events', 'Past events', 'Exhibiting at', 'Products', 'Offers, requests and partnerships', 'People']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });

  it('an organizer with nothing coming says so', async () => {
    api(() => ({ status: 200, body: makeOrganizerDetails({ upcomingEvents: [] }) }));
    await renderDirectory(routes, { url: '/organizers/org1' });
    const coming = await screen.findByRole('region', { name: 'Coming events' });
    expect(within(coming).getByText('No events are planned at the moment.')).toBeInTheDocument();
    expect(within(coming).queryByRole('link', { name: 'All events by this organizer' })).toBeNull();
  });

  it('an unknown company gets a friendly not-found state leading back to the list', async () => {
    api(() => problem404);
    await renderDirectory(routes, { url: '/organizers/org1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this company' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Browse companies' }));
    expect(await screen.findByText('the companies list')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    api(() => (fail ? problem500 : { status: 200, body: makeOrganizerDetails() }));
    await renderDirectory(routes, { url: '/organizers/org1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Expo Center' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api(() => ({ status: 200, body: makeOrganizerDetails({ products: [{ ...product, currency: 'PLN' }] }) }));
    const { missing } = await renderDirectory(routes, { url: '/organizers/org1', language: 'pl' });
    expect(await screen.findByRole('region', { name: 'Produkty' })).toBeInTheDocument();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1250,00 zł')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wszystkie wydarzenia tego organizatora' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

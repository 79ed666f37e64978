import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { PersonDetailsPage } from './person-details-page.tsx';
import { makeEvent, makePerson } from '../../../components/catalogue/directory-fixtures.ts';
import { mockDirectoryApi, problem404, problem500, renderDirectory } from '../../../components/catalogue/directory-test-utils.tsx';

const routes: RouteObject[] = [
  { path: '/people/:uid', element: <PersonDetailsPage /> },
  { path: '/search', element: <p>the search page</p> },
];

function api(person: () => { status: number; body?: unknown }) {
  return mockDirectoryApi((path) => (path === 'people/per1' ? person() : problem404));
}

afterEach(() => {
  document.title = '';
});

describe('PersonDetailsPage', { timeout: 30_000 }, () => {
  it('shows the public profile: job, company, bio and coming events with the role', async () => {
    api(() => ({
      status: 200,
      body: makePerson({
        events: [
          { ...makeEvent({ uid: 'ev1', slug: 'metal-days', title: 'Metal Days' }), role: 'exhibitor' },
          { ...makeEvent({ uid: 'ev2', slug: 'food-fair', title: 'Food Fair' }), role: 'visitor' },
        ],
      }),
    }));
    const { missing } = await renderDirectory(routes, { url: '/people/per1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInTheDocument();
    expect(document.title).toBe('Anna Nowak · Fairhub');
    expect(screen.getByText('Sales director')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordic Metalworks' })).toHaveAttribute('href', '/organizers/org2');
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText(/Twenty years in metalworking/)).toHaveStyle({ whiteSpace: 'pre-line' });
    const events = screen.getByRole('region', { name: 'Coming events' });
    const [first, second] = within(events).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Metal Days' })).toBeInTheDocument();
    expect(first!.parentElement).toHaveTextContent('Exhibiting');
    expect(second!.parentElement).toHaveTextContent('Visiting');
    expect(missing).toEqual([]);
  });

  it('a profile without company, job, bio or events shows just the name and says there is nothing coming', async () => {
    api(() => ({ status: 200, body: makePerson({ company: null, jobTitle: null, bio: null }) }));
    await renderDirectory(routes, { url: '/people/per1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
    expect(screen.getByText('No coming events to show.')).toBeInTheDocument();
  });

  it('shows the photo and the spoken languages by name', async () => {
    api(() => ({ status: 200, body: makePerson({ avatarUrl: '/media/anna.webp', languages: ['pl', 'de'] }) }));
    const { container } = await renderDirectory(routes, { url: '/people/per1' });
    await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' });
    expect(container.querySelector('img[src="/media/anna.webp"]')).not.toBeNull();
    expect(screen.getByText('Speaks Polish, German')).toBeInTheDocument();
  });

  it('a private or unknown profile gets a friendly state that leads to search', async () => {
    api(() => problem404);
    await renderDirectory(routes, { url: '/people/per1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not public' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Search Fairhub' }));
    expect(await screen.findByText('the search page')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    api(() => (fail ? problem500 : { status: 200, body: makePerson() }));
    await renderDirectory(routes, { url: '/people/per1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Nowak' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api(() => ({ status: 200, body: makePerson({ events: [{ ...makeEvent(), role: 'visitor' }] }) }));
    const { missing } = await renderDirectory(routes, { url: '/people/per1', language: 'pl' });
    expect(await screen.findByText('Jako zwiedzający')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

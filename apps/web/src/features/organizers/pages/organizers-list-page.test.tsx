import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { readListQuery } from '@fairhub/shared/list-query';
import { organizerListQuerySchema } from '@fairhub/shared/organizers';
import { OrganizersListPage } from './organizers-list-page.tsx';
import { OrganizerDetailsPage } from './organizer-details-page.tsx';
import { companiesListRedirect, companyDetailsRedirect, Redirecting } from '../companies-redirect.ts';
import { germany, makeOrganizer, makeOrganizerDetails, poland } from '../../../components/catalogue/directory-fixtures.ts';
import { mockDirectoryApi, pageOf, problem404, problem500, renderDirectory, runtimeConfig } from '../../../components/catalogue/directory-test-utils.tsx';
import { ORGANIZER_QUERY_FIXED, ORGANIZERS_PER_PAGE, organizersRequest } from '../components/organizer-filters.ts';

/** The list's query as its page reads it from the address. */
const queryFrom = (search: string) => readListQuery(organizerListQuerySchema, new URLSearchParams(search), ORGANIZER_QUERY_FIXED);

const routes: RouteObject[] = [
  { path: '/organizers', element: <OrganizersListPage /> },
  { path: '/companies', loader: companiesListRedirect, Component: Redirecting },
  { path: '/organizers/:uid', element: <OrganizerDetailsPage /> },
  { path: '/companies/:uid', loader: companyDetailsRedirect, Component: Redirecting },
];

const companies = (count: number, prefix = 'Company') =>
  Array.from({ length: count }, (_, index) => makeOrganizer({ uid: `${prefix}${index}`, name: `${prefix} ${index + 1}` }));

const code25 = {
  code: '25',
  level: 2,
  parentCode: 'C',
  section: 'C',
  name: 'Manufacture of fabricated metal products',
  childCount: 4,
  ancestors: [],
  children: [],
  companyCount: 3,
  eventCount: 1,
};
const hit = (code: string, name: string) => ({
  code,
  level: 2,
  parentCode: 'C',
  section: 'C',
  name,
  childCount: 5,
  path: [],
  companyCount: 0,
  eventCount: 0,
  companies: [],
  events: [],
});

function api(extra?: (path: string, params: URLSearchParams) => { status: number; body?: unknown } | undefined) {
  return mockDirectoryApi((path, params) => {
    const answer = extra?.(path, params);
    if (answer) return answer;
    if (path === 'config') return { status: 200, body: runtimeConfig() };
    if (path === 'countries') return { status: 200, body: [germany, poland] };
    if (path === 'organizers') return { status: 200, body: pageOf(companies(3)) };
    if (path === 'codes/25') return { status: 200, body: code25 };
    if (path === 'codes/search')
      return { status: 200, body: pageOf(params.get('q') === 'metal' ? [hit('24', 'Manufacture of basic metals'), hit('25', code25.name)] : []) };
    return problem404;
  });
}

const query = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

afterEach(() => {
  document.title = '';
});

describe('organizer filters from the address', () => {
  it('reads every filter and drops what the API would refuse', () => {
    expect(queryFrom('q=metal&role=exhibitor&country=de&city=Berlin&code=25.1&sort=relevance&page=2')).toEqual({
      q: 'metal',
      role: 'exhibitor',
      country: 'DE',
      city: 'Berlin',
      code: '25.1',
      sort: 'relevance',
      page: 2,
      perPage: ORGANIZERS_PER_PAGE,
    });
    expect(queryFrom('role=visitor&code=XYZ&country=DEU')).toMatchObject({ role: undefined, code: undefined, country: undefined });
    expect(organizersRequest(queryFrom('role=organizer&sort=relevance'))).toEqual({ role: 'organizer', page: 1, perPage: ORGANIZERS_PER_PAGE });
  });
});

describe('OrganizersListPage', { timeout: 30_000 }, () => {
  it('lists every company by default, with the count and the title', async () => {
    const calls = api();
    const { missing } = await renderDirectory(routes, { url: '/organizers' });
    expect(await screen.findByRole('link', { name: 'Company 1' })).toHaveAttribute('href', '/organizers/Company0');
    expect(screen.getByRole('heading', { level: 1, name: 'Organizers and companies' })).toBeInTheDocument();
    expect(screen.getByText('3 companies')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All companies' })).toBeChecked();
    expect(calls.callsTo('organizers')[0]!.params.has('role')).toBe(false);
    expect(document.title).toBe('Organizers and companies · Fairhub');
    expect(missing).toEqual([]);
  });

  it('applies a deep link with every filter, naming the code it carries', async () => {
    const calls = api();
    await renderDirectory(routes, { url: '/organizers?q=metal&role=exhibitor&country=PL&city=Gda%C5%84sk&code=25&sort=name&page=2' });
    await screen.findByRole('link', { name: 'Company 1' });
    expect(Object.fromEntries(calls.callsTo('organizers')[0]!.params)).toEqual({
      q: 'metal',
      role: 'exhibitor',
      country: 'PL',
      city: 'Gdańsk',
      code: '25',
      sort: 'name',
      page: '2',
      perPage: String(ORGANIZERS_PER_PAGE),
    });
    expect(screen.getByText('3 exhibitors')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Exhibitors' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Activity (NACE code)' })).toHaveValue('25 — Manufacture of fabricated metal products'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland'));
  });

  it('switches the role through the address, and Back switches it back', async () => {
    const calls = api();
    const { router } = await renderDirectory(routes, { url: '/organizers' });
    await screen.findByRole('link', { name: 'Company 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'Organizers' }));
    expect(query(router).get('role')).toBe('organizer');
    await waitFor(() => expect(calls.callsTo('organizers').at(-1)!.params.get('role')).toBe('organizer'));
    expect(await screen.findByText('3 organizers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All companies' }));
    expect(query(router).has('role')).toBe(false);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('radio', { name: 'Organizers' })).toBeChecked();
  });

  it('finds a code by words (GET codes/search) and filters by the one picked', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await renderDirectory(routes, { url: '/organizers' });
    await screen.findByRole('link', { name: 'Company 1' });
    const codeInput = screen.getByRole('combobox', { name: 'Activity (NACE code)' });
    await user.type(codeInput, 'metal');
    const option = await screen.findByRole('option', { name: '25 — Manufacture of fabricated metal products' }, { timeout: 3000 });
    expect(calls.callsTo('codes/search').map((call) => call.params.get('q'))).toEqual(['metal']);
    await user.click(option);
    expect(query(router).get('code')).toBe('25');
    await waitFor(() => expect(calls.callsTo('organizers').at(-1)!.params.get('code')).toBe('25'));
    await waitFor(() => expect(codeInput).toHaveValue('25 — Manufacture of fabricated metal products'));
  });

  it('searches after a pause in typing and clears every filter but the role', async () => {
    const user = userEvent.setup();
    const calls = api((path, params) => (path === 'organizers' && params.get('q') === 'zzz' ? { status: 200, body: pageOf([]) } : undefined));
    const { router } = await renderDirectory(routes, { url: '/organizers?role=organizer&city=Berlin' });
    await screen.findByRole('link', { name: 'Company 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'zzz');
    const heading = await screen.findByText('No company matches these filters');
    expect(heading.tagName).toBe('H2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.callsTo('organizers').at(-1)!.params.get('sort')).toBe('relevance');
    fireEvent.click(within(heading.closest('.mantine-Card-root') as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    expect(query(router).toString()).toBe('role=organizer');
    expect(await screen.findByRole('link', { name: 'Company 1' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    api((path) => (path === 'organizers' && fail ? problem500 : undefined));
    await renderDirectory(routes, { url: '/organizers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Company 1' })).toBeInTheDocument();
  });

  it('/companies is an alias: it redirects to /organizers keeping the query', async () => {
    const calls = api();
    const { router } = await renderDirectory(routes, { url: '/companies?role=exhibitor&q=steel' });
    await screen.findByRole('link', { name: 'Company 1' });
    expect(router.state.location.pathname).toBe('/organizers');
    expect(router.state.location.search).toBe('?role=exhibitor&q=steel');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.callsTo('organizers')[0]!.params.get('role')).toBe('exhibitor');
  });

  it('/companies/:uid redirects to the organizer page', async () => {
    api((path) => (path === 'organizers/org1' ? { status: 200, body: makeOrganizerDetails() } : undefined));
    const { router } = await renderDirectory(routes, { url: '/companies/org1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic Expo Center' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizers/org1');
  });

  it('a link to /companies replaces its own history entry, so Back goes to the page before', async () => {
    api();
    const { router } = await renderDirectory(routes, { url: '/organizers/org1' });
    await act(() => router.navigate('/companies?role=organizer'));
    expect(router.state.location.pathname).toBe('/organizers');
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('link', { name: 'Company 1' });
  });

  it('speaks Polish', async () => {
    api((path) => (path === 'organizers' ? { status: 200, body: pageOf(companies(5)) } : undefined));
    const { missing } = await renderDirectory(routes, { url: '/organizers?role=exhibitor', language: 'pl' });
    expect(await screen.findByText('5 wystawców')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wystawcy' })).toBeChecked();
    expect(missing).toEqual([]);
  });
});

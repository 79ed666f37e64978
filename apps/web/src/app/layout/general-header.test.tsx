import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../lib/test-render.tsx';
import { GeneralHeader } from './general-header.tsx';
import { DrawerNavLinks } from './public-nav-links.tsx';
import { SiteFooter } from './site-footer.tsx';

// Typing waits out a 300 ms debounce; on a busy machine the defaults (1 s, 5 s per test) are tight.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

async function renderLayout(element: React.ReactElement, { url = '/about', language = 'en' as 'en' | 'pl' } = {}) {
  const { router, missing } = await renderRoutes([{ path: '*', element }], { url, language, mantineEnv: 'test' });
  return { router, missing };
}

const url = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('the general header', () => {
  it('leads to the catalogue, keeps the benefit pages under one menu, and About and the FAQ', async () => {
    const { missing, router } = await renderLayout(<GeneralHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Events', '/events'],
      ['Companies', '/organizers'],
      ['Venues', '/venues'],
      ['Codes', '/codes'],
      ['About', '/about'],
      ['FAQ', '/faq'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    const forYou = within(nav).getByRole('button', { name: 'Who it is for' });
    expect(forYou).toHaveAttribute('aria-expanded', 'false');
    expect(forYou).not.toHaveAttribute('aria-controls');
    fireEvent.click(forYou);
    expect(forYou).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(forYou.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['For exhibitors', '/exhibitor-benefits'],
      ['For organizers', '/organizer-benefits'],
      ['For visitors', '/visitor-benefits'],
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(forYou).toHaveAttribute('aria-expanded', 'false');
    expect(forYou).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'For visitors' })).toBeNull();

    // Following one of its links closes it.
    fireEvent.click(forYou);
    fireEvent.click(within(nav).getByRole('link', { name: 'For visitors' }));
    await waitFor(() => expect(url(router)).toBe('/visitor-benefits'));
    expect(forYou).toHaveAttribute('aria-expanded', 'false');
    expect(missing).toEqual([]);
  });

  it('marks the group as current on a benefit page', async () => {
    await renderLayout(<GeneralHeader />, { url: '/visitor-benefits' });
    expect(screen.getByRole('button', { name: 'Who it is for' })).toHaveAttribute('data-current', 'true');
  });

  it('searches from the header box: Enter goes to /search?q=…', async () => {
    const { router } = await renderLayout(<GeneralHeader />);
    const form = screen.getAllByRole('search', { name: 'Site search' })[0]!;
    const box = within(form).getByRole('searchbox', { name: 'Search the catalogue' });
    fireEvent.change(box, { target: { value: '  steel pipes ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(url(router)).toBe('/search?q=steel+pipes'));
    expect(box).toHaveValue('');

    // Nothing typed: the search page itself.
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(url(router)).toBe('/search'));
  });

  it('on phones a button opens the box under the header; Escape closes it and gives focus back', async () => {
    const { router } = await renderLayout(<GeneralHeader />);
    const toggle = screen.getByRole('button', { name: 'Open the search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('search')).toHaveLength(1);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close the search');
    const bar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const box = within(bar).getByRole('searchbox', { name: 'Search the catalogue' });
    expect(box).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    const again = within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getByRole('searchbox');
    fireEvent.change(again, { target: { value: 'żywność' } });
    fireEvent.submit(again.closest('form')!);
    await waitFor(() => expect(url(router)).toBe(`/search?q=${encodeURIComponent('żywność')}`));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Any other navigation closes it too.
    fireEvent.click(toggle);
    await act(() => router.navigate('/faq'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Polish', async () => {
    const { missing } = await renderLayout(<GeneralHeader />, { language: 'pl' });
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Wydarzenia', 'Firmy', 'Obiekty', 'Kody', 'O nas', 'FAQ']);
    expect(within(nav).getByRole('button', { name: 'Dla kogo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Otwórz wyszukiwanie' })).toBeVisible();
    expect(missing).toEqual([]);
  });
});

describe('the phone menu and the footer', () => {
  it('the phone menu lists the same pages, the benefit pages as a labelled group', async () => {
    await renderLayout(<DrawerNavLinks />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/events',
      '/organizers',
      '/venues',
      '/codes',
      '/exhibitor-benefits',
      '/organizer-benefits',
      '/visitor-benefits',
      '/about',
      '/faq',
    ]);
    const group = screen.getByRole('group', { name: 'Who it is for' });
    expect(within(group).getAllByRole('link')).toHaveLength(3);
  });

  it('the footer has a catalogue column beside the existing ones', async () => {
    await renderLayout(<SiteFooter />);
    const catalogue = screen.getByRole('navigation', { name: 'Catalogue' });
    expect(
      within(catalogue)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Events', '/events'],
      ['Companies', '/organizers'],
      ['Venues', '/venues'],
      ['Codes', '/codes'],
      ['Code search', '/codes-search'],
      ['Search', '/search'],
    ]);
    for (const name of ['Discover', 'Who it is for', 'Legal']) expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Discover' })).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});

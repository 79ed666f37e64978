import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './settings-page.tsx';
import { makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

describe('SettingsPage', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows every section as a region, each reachable from the section list by its anchor', async () => {
    const { calls } = mockSettingsApi({ settings: makeSettings() });
    const { missing } = await renderSettings(routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#profile',
      '#email',
      '#password',
      '#language',
      '#notifications',
      '#sessions',
      '#data',
      '#delete-account',
    ]);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(section, link.textContent ?? '').not.toBeNull();
      expect(section!.tagName).toBe('SECTION');
    }
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-anna');
    expect(missing).toEqual([]);
  });

  it('a section link moves the focus to its heading and puts the anchor in the address without a navigation', async () => {
    mockSettingsApi({ settings: makeSettings() });
    const { router } = await renderSettings(routes);
    await screen.findByRole('region', { name: 'Sessions' });
    const before = router.state.location.key;
    await userEvent.click(screen.getByRole('link', { name: 'Sessions' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toHaveFocus();
    expect(window.location.hash).toBe('#sessions');
    expect(screen.getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'location');
    expect(router.state.location.key).toBe(before);
  });

  it('an address with an anchor goes to that section once it is shown', async () => {
    mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes, { url: '/panel/settings#password' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Password' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('a failed load says so and offers a retry', async () => {
    let fail = true;
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'GET profile/settings' && fail ? problem(500, 'server', 'Boom') : undefined));
    await renderSettings(routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    mockSettingsApi({ settings: makeSettings() });
    const { missing } = await renderSettings(routes, { language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Powiadomienia e-mail' })).toBeInTheDocument();
    expect(await screen.findByText('Chrome (Windows)')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

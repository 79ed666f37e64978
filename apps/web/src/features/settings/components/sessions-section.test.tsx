import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSession, makeSettings, mockSettingsApi, renderSettings, signIn } from '../test-utils.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('Settings › Sessions', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the devices in plain words, this one marked, and logs out the others after a confirmation', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const state = {
      settings: makeSettings(),
      sessions: [
        makeSession(),
        makeSession({ id: 'ses_2', current: false, userAgent: IPHONE, ip: '198.51.100.4', lastUsedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
        makeSession({ id: 'ses_3', current: false, userAgent: null, ip: null, lastUsedAt: null, createdAt: new Date(Date.now() - 86_400_000).toISOString() }),
      ],
    };
    const { callsTo } = mockSettingsApi(state, (route) => {
      if (route !== 'DELETE profile/sessions') return undefined;
      state.sessions = state.sessions.filter((session) => session.current);
      return { status: 200, body: { revoked: 2 } };
    });
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Sessions' }));
    const items = await region.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('IP address 203.0.113.7');
    expect(items[0]).toHaveTextContent('Last used 5 minutes ago');
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).not.toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Last used 2 hours ago');
    expect(items[2]).toHaveTextContent('An unknown app or device');
    expect(items[2]).toHaveTextContent('IP address not recorded');
    expect(items[2]).toHaveTextContent('Signed in a day ago, not used since');

    await userEvent.click(region.getByRole('button', { name: 'Log out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE profile/sessions')).toHaveLength(0);

    await userEvent.click(region.getByRole('button', { name: 'Log out everywhere else' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log out everywhere else?' })).getByRole('button', { name: 'Log out other sessions' }),
    );
    await vi.waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo('DELETE profile/sessions')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('2 other sessions were logged out.');
    expect(region.getByText('You are not logged in anywhere else.')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
  });

  it('puts this device first and opens a long list on demand', async () => {
    const others = Array.from({ length: 6 }, (_, index) =>
      makeSession({ id: `ses_o${index}`, current: false, userAgent: IPHONE, lastUsedAt: new Date(Date.now() - (index + 1) * 60_000).toISOString() }),
    );
    mockSettingsApi({ settings: makeSettings(), sessions: [...others.slice(0, 2), makeSession(), ...others.slice(2)] });
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Sessions' }));
    const items = await region.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('This device');
    await userEvent.click(region.getByRole('button', { name: 'Show all 7 sessions' }));
    expect(region.getAllByRole('listitem')).toHaveLength(7);
    expect(region.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

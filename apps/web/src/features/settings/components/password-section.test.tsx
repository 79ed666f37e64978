import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSession, makeSettings, mockSettingsApi, renderSettings, signIn } from '../test-utils.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

// The form itself is tested in components/account/password-change-form.test.tsx; here, what the settings page adds.
describe('Settings › Password', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('changes the password from its section and reads the sessions again, as the others were logged out', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const state = { settings: makeSettings(), sessions: [makeSession(), makeSession({ id: 'ses_2', current: false })] };
    const { callsTo } = mockSettingsApi(state, (route) => {
      if (route !== 'POST profile/password') return undefined;
      state.sessions = [makeSession()];
      return { status: 200, body: { ok: true, revokedSessions: 1 } };
    });
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Password' }));
    expect(region.getByText('Changing it logs you out on every other device.')).toBeInTheDocument();
    for (const [label, value] of [
      ['Current password', 'old-password-1'],
      ['New password', 'brand-new-passphrase'],
      ['Repeat the new password', 'brand-new-passphrase'],
    ] as const) {
      await userEvent.click(region.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
      await userEvent.paste(value);
    }
    await userEvent.click(region.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password is changed. 1 other session was logged out.'));
    expect(callsTo('POST profile/password')).toHaveLength(1);
    await vi.waitFor(() => expect(callsTo('GET profile/sessions')).toHaveLength(2));
    expect(await screen.findByText('You are not logged in anywhere else.')).toBeInTheDocument();
  });
});

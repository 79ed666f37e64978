import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSession, makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

async function fill(current: string, password: string, repeat: string) {
  const region = within(await screen.findByRole('region', { name: 'Password' }));
  for (const [label, value] of [
    ['Current password', current],
    ['New password', password],
    ['Repeat the new password', repeat],
  ] as const) {
    await userEvent.click(region.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
    await userEvent.paste(value);
  }
  await userEvent.click(region.getByRole('button', { name: 'Change password' }));
  return region;
}

describe('Settings › Password', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the current and the new password, says the other sessions were logged out and reads the sessions again', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const state = { settings: makeSettings(), sessions: [makeSession(), makeSession({ id: 'ses_2', current: false })] };
    const { callsTo } = mockSettingsApi(state, (route) => {
      if (route !== 'POST profile/password') return undefined;
      state.sessions = [makeSession()];
      return { status: 200, body: { ok: true, revokedSessions: 2 } };
    });
    await renderSettings(routes);
    const region = await fill('old-password-1', 'brand-new-passphrase', 'brand-new-passphrase');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password is changed. 2 other sessions were logged out.'));
    expect(callsTo('POST profile/password')[0]?.body).toEqual({ currentPassword: 'old-password-1', password: 'brand-new-passphrase' });
    expect(region.getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue('');
    await vi.waitFor(() => expect(callsTo('GET profile/sessions')).toHaveLength(2));
    expect(await screen.findByText('You are not logged in anywhere else.')).toBeInTheDocument();
  });

  it('checks that the two new passwords match, and the rules, before sending', async () => {
    const { callsTo } = mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes);
    const region = await fill('old-password-1', 'brand-new-passphrase', 'brand-new-passphrasE');
    expect(await region.findByText('The two passwords are different.')).toBeInTheDocument();
    await userEvent.clear(region.getByLabelText(/^New password/, { selector: 'input' }));
    await userEvent.type(region.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await userEvent.click(region.getByRole('button', { name: 'Change password' }));
    expect(await region.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(callsTo('POST profile/password')).toHaveLength(0);
  });

  it('a wrong current password lands on its field', async () => {
    mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'POST profile/password'
        ? problem(400, 'validation_failed', 'This is not your current password.', [
            { field: 'currentPassword', code: 'password_wrong', message: 'This is not your current password.' },
          ])
        : undefined,
    );
    await renderSettings(routes);
    const region = await fill('not-my-password', 'brand-new-passphrase', 'brand-new-passphrase');
    const field = region.getByLabelText(/^Current password/, { selector: 'input' });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('This is not your current password.'));
    expect(field).toHaveFocus();
  });
});

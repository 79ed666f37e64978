import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, PROFILE, problem, renderSettings, signIn } from '../test-utils.ts';
import { registerNavigate } from '../../../lib/app-navigation.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [
  { path: '/panel/settings', element: <SettingsPage /> },
  { path: '/', element: <p>the home page</p> },
];

async function confirmDeletion(password: string) {
  const region = within(await screen.findByRole('region', { name: 'Delete account' }));
  await userEvent.click(region.getByRole('button', { name: 'Delete my account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  await userEvent.click(dialog.getByLabelText(/^Your password/, { selector: 'input' }));
  await userEvent.paste(password);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
  return dialog;
}

describe('Settings › Delete account', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    registerNavigate(null);
  });

  it('says what happens, and the owner rule for a company', async () => {
    mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Delete account' }));
    expect(region.getByText(/only owner of Nordic Metalworks/)).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByText('You are logged out everywhere and cannot log in again with this account.')).toBeInTheDocument();
    expect(dialog.getByText(/If you are the last member of Nordic Metalworks, the company, its products and its offers are deleted/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal when the owner must hand the company over, and a wrong password on its field", async () => {
    let answer = problem(422, 'owner_must_hand_over', 'You are the only owner of your company. Make another member owner first, then delete your account.');
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'DELETE profile' ? answer : undefined));
    await renderSettings(routes);
    const dialog = await confirmDeletion('my-secret-password');
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your account cannot be deleted yet');
    expect(alert).toHaveTextContent('You are the only owner of your company. Make another member owner first, then delete your account.');
    answer = problem(400, 'validation_failed', 'This is not your current password.', [{ field: 'password', code: 'password_wrong', message: 'This is not your current password.' }]);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect(await dialog.findByText('This is not your current password.')).toBeInTheDocument();
    expect(useSessionStore.getState().user.token).not.toBeNull();
  });

  it('on success clears the session without calling the dead token, lands on the home page and says the company went too', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const { calls, callsTo } = mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'DELETE profile' ? { status: 200, body: { deleted: true, companyDeleted: true } } : undefined,
    );
    const { router } = await renderSettings(routes);
    await confirmDeletion('my-secret-password');
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo('DELETE profile')[0]?.body).toEqual({ password: 'my-secret-password' });
    expect(calls.some((call) => call.path === 'logout')).toBe(false);
    const session = useSessionStore.getState().user;
    expect(session).toEqual({ userData: null, token: null });
    expect(success).toHaveBeenCalledWith(`Your account is deleted, and ${PROFILE.company!.name} with it, as you were its last member. Goodbye!`);
  });
});

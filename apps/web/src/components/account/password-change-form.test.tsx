import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePanelApi, fieldProblem, problem } from '../../lib/test-panel-app.tsx';
import { notify } from '../../lib/toasts.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { renderAccountPart, signIn } from './test-utils.tsx';

async function fill(current: string, password: string, repeat: string) {
  for (const [label, value] of [
    ['Current password', current],
    ['New password', password],
    ['Repeat the new password', repeat],
  ] as const) {
    await userEvent.click(await screen.findByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangeForm', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the current and the new password, says how many other sessions were logged out, empties itself and tells the page', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const onChanged = vi.fn();
    const api = fakePanelApi((call) =>
      call.method === 'POST' && call.path === 'profile/password' ? { status: 200, body: { ok: true, revokedSessions: 2 } } : problem(404),
    );
    await renderAccountPart(<PasswordChangeForm onChanged={onChanged} />);
    await fill('old-password-1', 'brand-new-passphrase', 'brand-new-passphrase');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password is changed. 2 other sessions were logged out.'));
    expect(api.callsTo('POST', 'profile/password')[0]?.body).toEqual({ currentPassword: 'old-password-1', password: 'brand-new-passphrase' });
    expect(api.fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer tok-anna' });
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue('');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says so when no other device was signed in', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    fakePanelApi(() => ({ status: 200, body: { ok: true, revokedSessions: 0 } }));
    await renderAccountPart(<PasswordChangeForm />);
    await fill('old-password-1', 'brand-new-passphrase', 'brand-new-passphrase');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password is changed. No other device was signed in.'));
  });

  it('checks that the two new passwords match, and the rules, before sending', async () => {
    const api = fakePanelApi(() => problem(404));
    await renderAccountPart(<PasswordChangeForm />);
    await fill('old-password-1', 'brand-new-passphrase', 'brand-new-passphrasE');
    expect(await screen.findByText('The two passwords are different.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a wrong current password lands on its field, and nothing is reported as changed', async () => {
    const onChanged = vi.fn();
    fakePanelApi(() => fieldProblem([{ field: 'currentPassword', code: 'password_wrong' }]));
    await renderAccountPart(<PasswordChangeForm onChanged={onChanged} />);
    await fill('not-my-password', 'brand-new-passphrase', 'brand-new-passphrase');
    const field = screen.getByLabelText(/^Current password/, { selector: 'input' });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('This is not your current password.'));
    expect(field).toHaveFocus();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('speaks Polish', async () => {
    fakePanelApi(() => problem(404));
    const { missing } = await renderAccountPart(<PasswordChangeForm />, 'pl');
    expect(await screen.findByRole('button', { name: 'Zmień hasło' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Obecne hasło/, { selector: 'input' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNavigate } from '../../lib/app-navigation.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { fakePanelApi, fieldProblem, problem, type PanelAnswer } from '../../lib/test-panel-app.tsx';
import { notify } from '../../lib/toasts.ts';
import { DeleteAccountButton } from './delete-account-button.tsx';
import { ANNA, renderAccountPart, signIn } from './test-utils.tsx';

async function confirmDeletion(password: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  await userEvent.click(dialog.getByLabelText(/^Your password/, { selector: 'input' }));
  await userEvent.paste(password);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
  return dialog;
}

const handOver: PanelAnswer = {
  status: 422,
  body: {
    type: 'about:blank',
    title: 'Unprocessable',
    status: 422,
    code: 'owner_must_hand_over',
    detail: 'You are the only owner of your company. Make another member owner first, then delete your account.',
  },
};

describe('DeleteAccountButton', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    registerNavigate(null);
  });

  it('says what happens, and the owner rule for a company', async () => {
    fakePanelApi(() => problem(404));
    await renderAccountPart(<DeleteAccountButton />);
    expect(await screen.findByText(/only owner of Nordic Metalworks/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByText('You are logged out everywhere and cannot log in again with this account.')).toBeInTheDocument();
    expect(dialog.getByText(/If you are the last member of Nordic Metalworks, the company, its products and its offers are deleted/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a company, says nothing about one', async () => {
    signIn({ ...ANNA, company: null });
    fakePanelApi(() => problem(404));
    await renderAccountPart(<DeleteAccountButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/Nordic Metalworks/)).toBeNull();
  });

  it("shows the server's refusal when the owner must hand the company over, and a wrong password on its field", async () => {
    let answer = handOver;
    fakePanelApi((call) => (call.method === 'DELETE' && call.path === 'profile' ? answer : problem(404)));
    await renderAccountPart(<DeleteAccountButton />);
    const dialog = await confirmDeletion('my-secret-password');
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your account cannot be deleted yet');
    expect(alert).toHaveTextContent('You are the only owner of your company. Make another member owner first, then delete your account.');
    answer = fieldProblem([{ field: 'password', code: 'password_wrong' }]);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect(await dialog.findByText('This is not your current password.')).toBeInTheDocument();
    expect(useSessionStore.getState().user.token).not.toBeNull();
  });

  it('on success clears the session without calling the dead token, lands on the home page and says the company went too', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const api = fakePanelApi((call) =>
      call.method === 'DELETE' && call.path === 'profile' ? { status: 200, body: { deleted: true, companyDeleted: true } } : problem(404),
    );
    const { router } = await renderAccountPart(<DeleteAccountButton />);
    await confirmDeletion('my-secret-password');
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('DELETE', 'profile')[0]?.body).toEqual({ password: 'my-secret-password' });
    expect(api.calls.some((call) => call.path === 'logout')).toBe(false);
    expect(useSessionStore.getState().user).toEqual({ userData: null, token: null });
    expect(success).toHaveBeenCalledWith(`Your account is deleted, and ${ANNA.company!.name} with it, as you were its last member. Goodbye!`);
  });
});

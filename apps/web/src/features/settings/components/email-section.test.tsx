import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

async function emailRegion() {
  return within(await screen.findByRole('region', { name: 'E-mail address' }));
}

async function fill(region: ReturnType<typeof within>, email: string, password: string) {
  await userEvent.click(region.getByRole('textbox', { name: 'New e-mail address' }));
  await userEvent.paste(email);
  await userEvent.click(region.getByLabelText(/^Your password/, { selector: 'input' }));
  await userEvent.paste(password);
  await userEvent.click(region.getByRole('button', { name: 'Send confirmation link' }));
}

describe('Settings › E-mail address', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the new address with the password, then says where the link went', async () => {
    const { callsTo } = mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'POST profile/email' ? { status: 202, body: { pendingEmail: 'anna@new.test', expiresAt: '2026-03-02T10:00:00.000Z' } } : undefined,
    );
    await renderSettings(routes);
    const region = await emailRegion();
    expect(region.getByText('anna@nordic.test')).toBeInTheDocument();
    await fill(region, ' Anna@New.test ', 'my-secret-password');
    const sent = await region.findByRole('status');
    expect(sent).toHaveTextContent('We sent a link to anna@new.test.');
    expect(sent).toHaveTextContent('Until then you keep logging in with anna@nordic.test.');
    expect(callsTo('POST profile/email')[0]?.body).toEqual({ email: 'anna@new.test', password: 'my-secret-password' });
    await userEvent.click(region.getByRole('button', { name: 'Use another address' }));
    expect(region.getByText(/Waiting for confirmation: anna@new.test/)).toBeInTheDocument();
    expect(region.getByRole('textbox', { name: 'New e-mail address' })).toHaveValue('');
  });

  it("shows the server's refusals on their fields", async () => {
    let answer = problem(400, 'validation_failed', 'This is not your current password.', [
      { field: 'password', code: 'password_wrong', message: 'This is not your current password.' },
    ]);
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'POST profile/email' ? answer : undefined));
    await renderSettings(routes);
    const region = await emailRegion();
    await fill(region, 'taken@new.test', 'wrong-password');
    expect(await region.findByText('This is not your current password.')).toBeInTheDocument();
    answer = problem(409, 'email_taken', 'Another account already uses this e-mail address.', [
      { field: 'email', code: 'email_taken', message: 'Another account already uses this e-mail address.' },
    ]);
    await userEvent.click(region.getByRole('button', { name: 'Send confirmation link' }));
    expect(await region.findByText('Another account already uses this e-mail address.')).toBeInTheDocument();
    expect(region.queryByRole('alert')).toBeNull();
  });

  it('checks the address before sending', async () => {
    const { callsTo } = mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes);
    const region = await emailRegion();
    await fill(region, 'not-an-address', '');
    expect(await region.findByText('Enter a valid e-mail address, like name@company.com.')).toBeInTheDocument();
    expect(region.getByText('Enter your password.')).toBeInTheDocument();
    expect(callsTo('POST profile/email')).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [
  {
    path: '/panel/settings',
    element: (
      <>
        <Link to="/panel">To the dashboard</Link>
        <SettingsPage />
      </>
    ),
  },
  { path: '/panel', element: <p>the dashboard</p> },
  { path: '/people/:uid', element: <p>the public profile</p> },
];

/** Empties a field and pastes the text in (typing letter by letter is slow in a test DOM). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function profileRegion() {
  return within(await screen.findByRole('region', { name: 'Profile' }));
}

describe('Settings › Profile', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('saves the fields as PATCH profile, shows a success toast and updates the name in the session', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const state = { settings: makeSettings() };
    const { callsTo } = mockSettingsApi(state, (route, call) => {
      if (route !== 'PATCH profile') return undefined;
      const body = call.body as Record<string, unknown>;
      state.settings = makeSettings({ ...body, phone: '+48221234567', bio: 'Metal since 2004.', avatar: null } as never);
      return { status: 200, body: state.settings };
    });
    await renderSettings(routes);
    const profile = await profileRegion();
    const firstName = profile.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Anna');
    await replaceText(firstName, 'Annabel');
    await userEvent.clear(profile.getByRole('textbox', { name: 'Job title' }));
    await replaceText(profile.getByRole('textbox', { name: 'Phone' }), '+48 22 123 45 67');
    await replaceText(profile.getByRole('textbox', { name: 'About you' }), 'Metal since 2004.');
    await userEvent.click(profile.getByRole('switch', { name: /^Public profile/ }));
    expect(profile.getByText('Save to publish your profile.')).toBeInTheDocument();
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your profile is saved.'));
    expect(callsTo('PATCH profile')[0]?.body).toEqual({
      firstName: 'Annabel',
      lastName: 'Nowak',
      jobTitle: null,
      phone: '+48221234567',
      bio: 'Metal since 2004.',
      avatar: null,
      languages: ['pl', 'en'],
      publicProfile: true,
    });
    expect(useSessionStore.getState().user.userData?.firstName).toBe('Annabel');
    expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('+48221234567');
    const link = await profile.findByRole('link', { name: 'Open your public profile' });
    expect(link).toHaveAttribute('href', '/people/usr_anna1');
    expect(profile.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('checks the fields before sending', async () => {
    const { callsTo } = mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes);
    const profile = await profileRegion();
    await userEvent.clear(profile.getByRole('textbox', { name: 'First name' }));
    await replaceText(profile.getByRole('textbox', { name: 'Phone' }), '601 234');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('This field is required.')).toBeInTheDocument();
    expect(profile.getByText('Enter the number in international form: + and 7 to 15 digits, like +48 601 234 567.')).toBeInTheDocument();
    expect(callsTo('PATCH profile')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'PATCH profile'
        ? problem(400, 'validation_failed', 'Upload the image again: this one was not found.', [
            { field: 'avatar', code: 'upload_unknown', message: 'Upload the image again: this one was not found.' },
            { field: 'languages', code: 'languages_too_many', message: 'Choose at most 10 languages.' },
          ])
        : undefined,
    );
    await renderSettings(routes);
    const profile = await profileRegion();
    await userEvent.type(profile.getByRole('textbox', { name: 'Job title' }), '!');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Upload the image again: this one was not found.')).toBeInTheDocument();
    expect(profile.getByText('Choose at most 10 languages.')).toBeInTheDocument();
    expect(profile.queryByRole('alert', { name: /Something in the form/ })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockSettingsApi({ settings: makeSettings() });
    const { router } = await renderSettings(routes);
    const profile = await profileRegion();
    await userEvent.type(profile.getByRole('textbox', { name: 'Job title' }), '!');
    expect(profile.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To the dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/panel/settings');
    await userEvent.click(screen.getByRole('link', { name: 'To the dashboard' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('the public profile switch says what it publishes and links to the page when on', async () => {
    mockSettingsApi({ settings: makeSettings({ publicProfile: true }) });
    await renderSettings(routes);
    const profile = await profileRegion();
    const toggle = profile.getByRole('switch', { name: /^Public profile/ });
    expect(toggle).toBeChecked();
    expect(profile.getByText(/Publishes your name.*\/people\/usr_anna1/)).toBeInTheDocument();
    await userEvent.click(profile.getByRole('link', { name: 'Open your public profile' }));
    expect(await screen.findByText('the public profile')).toBeInTheDocument();
  });
});

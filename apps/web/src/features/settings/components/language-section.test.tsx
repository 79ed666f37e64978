import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

describe('Settings › Language', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en';
  });

  it('saves the language to the profile, then applies and remembers it at once', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const state = { settings: makeSettings() };
    const { callsTo } = mockSettingsApi(state, (route, call) => {
      if (route !== 'PATCH profile') return undefined;
      state.settings = makeSettings({ language: (call.body as { language: 'pl' }).language });
      return { status: 200, body: state.settings };
    });
    const { i18n } = await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Language' }));
    expect(region.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(region.getByRole('radio', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia' })).toBeInTheDocument();
    expect(callsTo('PATCH profile')[0]?.body).toEqual({ language: 'pl' });
    expect(i18n.language).toBe('pl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(currentLanguage()).toBe('pl');
    expect(useSessionStore.getState().user.userData?.language).toBe('pl');
    expect(screen.getByRole('radio', { name: 'Polski' })).toBeChecked();
    expect(success).toHaveBeenCalledWith('Język został zapisany.');
  });

  it('a failed save keeps the language and says so', async () => {
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'PATCH profile' ? problem(500, 'server', 'Boom') : undefined));
    const { i18n } = await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Language' }));
    await userEvent.click(region.getByRole('radio', { name: 'Polski' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The language could not be saved. Try again.'));
    expect(i18n.language).toBe('en');
    expect(region.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });
});

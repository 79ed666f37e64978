import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { deferred, makeSettings, mockSettingsApi, problem, renderSettings, signIn, type Answer } from '../test-utils.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

async function switches() {
  return within(await screen.findByRole('region', { name: 'E-mail notifications' }));
}

describe('Settings › E-mail notifications', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('a switch per kind of e-mail, as stored', async () => {
    mockSettingsApi({ settings: makeSettings() });
    await renderSettings(routes);
    const region = await switches();
    expect(region.getAllByRole('switch')).toHaveLength(5);
    expect(region.getByRole('switch', { name: /^New messages/ })).toBeChecked();
    expect(region.getByRole('switch', { name: /^Event updates/ })).not.toBeChecked();
  });

  it('flips at once and saves only that kind', async () => {
    const state = { settings: makeSettings() };
    const answer = deferred<Answer>();
    const { callsTo } = mockSettingsApi(state, (route, call) => {
      if (route !== 'PATCH profile') return undefined;
      state.settings = makeSettings({
        notificationPrefs: { ...state.settings.notificationPrefs, ...(call.body as { notificationPrefs: object }).notificationPrefs },
      });
      return answer.promise.then(() => ({ status: 200, body: state.settings }));
    });
    await renderSettings(routes);
    const region = await switches();
    await userEvent.click(region.getByRole('switch', { name: /^New messages/ }));
    // Shown before the server answers.
    expect(region.getByRole('switch', { name: /^New messages/ })).not.toBeChecked();
    expect(callsTo('PATCH profile')[0]?.body).toEqual({ notificationPrefs: { messages: false } });
    answer.resolve({ status: 200 });
    await vi.waitFor(() => expect(callsTo('GET profile/settings')).toHaveLength(2));
    expect(region.getByRole('switch', { name: /^New messages/ })).not.toBeChecked();
  });

  it('a failed save puts the switch back and says so, leaving a switch flipped meanwhile alone', async () => {
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    const failing = deferred<Answer>();
    const state = { settings: makeSettings() };
    mockSettingsApi(state, (route, call) => {
      if (route !== 'PATCH profile') return undefined;
      const prefs = (call.body as { notificationPrefs: Record<string, boolean> }).notificationPrefs;
      if ('matches' in prefs) return failing.promise;
      state.settings = makeSettings({ notificationPrefs: { ...state.settings.notificationPrefs, ...prefs } });
      return { status: 200, body: state.settings };
    });
    await renderSettings(routes);
    const region = await switches();
    await userEvent.click(region.getByRole('switch', { name: /^Matchmaking/ }));
    expect(region.getByRole('switch', { name: /^Matchmaking/ })).not.toBeChecked();
    await userEvent.click(region.getByRole('switch', { name: /^Event updates/ }));
    expect(region.getByRole('switch', { name: /^Event updates/ })).toBeChecked();
    failing.resolve(problem(500, 'server', 'Boom'));
    await vi.waitFor(() => expect(region.getByRole('switch', { name: /^Matchmaking/ })).toBeChecked());
    expect(error).toHaveBeenCalledWith('This change could not be saved, so the switch is back as it was.');
    expect(region.getByRole('switch', { name: /^Event updates/ })).toBeChecked();
  });
});

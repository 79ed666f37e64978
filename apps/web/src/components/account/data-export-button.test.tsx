import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, problem, renderSettings, signIn } from '../test-utils.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];

describe('Settings › Your data', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads GET profile/export with the token and saves it under the name the server gives', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    const { callsTo } = mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'GET profile/export'
        ? { status: 200, body: '{"exportedAt":"2026-03-01T10:00:00.000Z"}', headers: { 'Content-Disposition': 'attachment; filename="fairhub-data-2026-03-01.json"' } }
        : undefined,
    );
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Your data' }));
    await userEvent.click(region.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'fairhub-data-2026-03-01.json', href: 'blob:export-1' }]));
    expect(callsTo('GET profile/export')[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-anna', Accept: 'application/json' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{"exportedAt":"2026-03-01T10:00:00.000Z"}');
    expect(success).toHaveBeenCalledWith('Your data is saved as fairhub-data-2026-03-01.json.');
  });

  it('a failure says so beside the button', async () => {
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'GET profile/export' ? problem(500, 'server', 'Boom') : undefined));
    await renderSettings(routes);
    const region = within(await screen.findByRole('region', { name: 'Your data' }));
    await userEvent.click(region.getByRole('button', { name: 'Download my data' }));
    const alert = await region.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be made.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/settings-page.tsx';
import { makeSettings, mockSettingsApi, renderSettings, signIn } from '../test-utils.ts';
import { resetRuntimeConfigForTests } from '../../../lib/api/config.ts';
import { keyBytes } from '../../../lib/push/push-device.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

const routes = [{ path: '/panel/settings', element: <SettingsPage /> }];
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const config = (pushPublicKey: string | null) => ({
  clientId: 'web',
  clientSecret: 's3cret',
  version: '0.2',
  releaseStage: 'prod',
  build: 'b',
  restrictionFlag: '0',
  mapsKey: null,
  mapTiles: null,
  errorReportingKey: null,
  showOutbox: false,
  pushPublicKey,
});

/** A browser with the Push API: the permission the person gives and the subscription the push service makes. */
function fakeBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example.com/s/abc',
    options: { applicationServerKey: keyBytes(PUBLIC_KEY).buffer },
    toJSON: () => ({ endpoint: 'https://push.example.com/s/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      expect(options).toEqual({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
      subscribed = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', function PushManager() {});
  const NotificationStub = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => (NotificationStub.permission = permission)),
  };
  vi.stubGlobal('Notification', NotificationStub);
  return { serviceWorker, pushManager, subscription };
}

async function region() {
  return within(await screen.findByRole('region', { name: 'E-mail notifications' }));
}

describe('Settings › Notifications on this device', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetRuntimeConfigForTests();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    useSessionStore.getState().setFcmToken(null);
  });

  it('is not offered when the server has no push keys', async () => {
    fakeBrowser('granted');
    mockSettingsApi({ settings: makeSettings() }, (route) => (route === 'GET config' ? { status: 200, body: config(null) } : undefined));
    await renderSettings(routes);
    const section = await region();
    expect(section.getAllByRole('switch')).toHaveLength(5);
    expect(section.queryByRole('switch', { name: /^Notifications on this device/ })).toBeNull();
  });

  it('subscribes with the server key and stores the subscription for this session; off again forgets it', async () => {
    const browser = fakeBrowser('granted');
    const { callsTo } = mockSettingsApi({ settings: makeSettings() }, (route) => {
      if (route === 'GET config') return { status: 200, body: config(PUBLIC_KEY) };
      if (route === 'PUT profile/push-subscription' || route === 'DELETE profile/push-subscription') return { status: 200, body: { ok: true } };
      return undefined;
    });
    await renderSettings(routes);
    const device = await (await region()).findByRole('switch', { name: /^Notifications on this device/ });
    expect(device).not.toBeChecked();
    await userEvent.click(device);
    await vi.waitFor(() => expect(device).toBeChecked());
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect(callsTo('PUT profile/push-subscription')[0]?.body).toEqual(browser.subscription.toJSON());
    expect(useSessionStore.getState().fcmToken).toBe('https://push.example.com/s/abc');

    await userEvent.click(device);
    await vi.waitFor(() => expect(device).not.toBeChecked());
    expect(callsTo('DELETE profile/push-subscription')).toHaveLength(1);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(useSessionStore.getState().fcmToken).toBeNull();
  });

  it('says so when the person blocks notifications, and sends nothing', async () => {
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    const browser = fakeBrowser('denied');
    const { callsTo } = mockSettingsApi({ settings: makeSettings() }, (route) =>
      route === 'GET config' ? { status: 200, body: config(PUBLIC_KEY) } : undefined,
    );
    await renderSettings(routes);
    const device = await (await region()).findByRole('switch', { name: /^Notifications on this device/ });
    await userEvent.click(device);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/blocked/)));
    expect(device).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo('PUT profile/push-subscription')).toHaveLength(0);
  });
});

describe('keyBytes', () => {
  it('turns a base64url key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
  });
});

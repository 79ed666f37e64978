import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import { login, logout } from './session-actions.ts';
import { registerNavigate } from './app-navigation.ts';
import { useSessionStore } from './session-store.ts';
import { resetRuntimeConfigForTests } from './api/config.ts';
import { mockFetch } from './test-fetch.ts';
import i18next from 'i18next';
import { initI18n } from './i18n.ts';

const profile = {
  uid: 'u_1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en',
  company: { uid: 'c_1', name: 'Nowak Metal', role: 'owner' },
  counts: { messages: 1, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 2, contacts: 0 },
};
const expiresAt = () => new Date(Date.now() + 8 * 3_600_000).toISOString();

function signedIn() {
  useSessionStore.setState({
    user: { userData: profile as never, token: { accessToken: 'tok', expires_at: expiresAt() } },
    fcmToken: 'push-token',
  });
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(useSessionStore.getState().user));
}

describe('login (client rules: States)', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => resetRuntimeConfigForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('uses the runtime client credentials, stores the token, then loads the profile', async () => {
    const expires = expiresAt();
    const { calls } = mockFetch((path) => {
      if (path === 'config') return { status: 200, body: { clientId: 'web', clientSecret: 's3cret' } };
      if (path === 'oauth/token') return { status: 200, body: { token_type: 'Bearer', access_token: 'new-token', expires_in: 28800, expires_at: expires } };
      if (path === 'profile') return { status: 200, body: profile };
      return { status: 404 };
    });
    await login('anna@example.com', 'correct horse battery');
    expect(calls.map((call) => call.url)).toEqual(['/api/client/config', '/api/client/oauth/token', '/api/client/profile']);
    expect(calls[1]?.body).toEqual({
      grant_type: 'password',
      client_id: 'web',
      client_secret: 's3cret',
      username: 'anna@example.com',
      password: 'correct horse battery',
    });
    expect(calls[2]?.headers.Authorization).toBe('Bearer new-token');
    const state = useSessionStore.getState();
    expect(state.user.token).toEqual({ accessToken: 'new-token', expires_at: expires });
    expect(state.user.userData?.company?.uid).toBe('c_1');
    expect(state.counts).toEqual({ values: profile.counts, loaded: true });
  });

  it("keeps the page's language when the account's differs", async () => {
    mockFetch((path) => {
      if (path === 'config') return { status: 200, body: { clientId: 'web', clientSecret: 's3cret' } };
      if (path === 'oauth/token') return { status: 200, body: { token_type: 'Bearer', access_token: 'pl-token', expires_in: 28800, expires_at: expiresAt() } };
      if (path === 'profile') return { status: 200, body: { ...profile, language: 'pl' } };
      return { status: 404 };
    });
    await login('anna@example.com', 'correct horse battery');
    expect(i18next.language).toBe('en');
    expect(useSessionStore.getState().user.userData?.language).toBe('pl');
  });
});

describe('logout (client rules: States, Errors)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    registerNavigate(navigate);
    navigate.mockClear();
    signedIn();
  });
  afterEach(() => {
    registerNavigate(null);
    vi.unstubAllGlobals();
  });

  function expectCleared() {
    const state = useSessionStore.getState();
    expect(state.user.userData).toBeNull();
    expect(state.user.token).toBeNull();
    expect(state.fcmToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  }

  it('sends POST logout with the token, then clears and goes home', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { ok: true } }));
    await logout();
    expect(calls[0]).toMatchObject({ url: '/api/client/logout', method: 'POST' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
    expectCleared();
  });

  it('clears and goes home when the request fails with an error answer', async () => {
    mockFetch(() => ({ status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500 } }));
    await logout();
    expectCleared();
  });

  it('clears and goes home when the server cannot be reached', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    await logout();
    expectCleared();
  });
});

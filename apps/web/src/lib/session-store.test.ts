import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import type { Profile } from '@fairhub/shared/profile';

const future = () => new Date(Date.now() + 3_600_000).toISOString();
const past = () => new Date(Date.now() - 1_000).toISOString();

const profile: Profile = {
  uid: 'u_1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en',
  company: { uid: 'c_1', name: 'Nowak Metal', role: 'owner' },
  counts: null,
};

/** A fresh module graph is a page reload: the store hydrates from localStorage again. */
async function loadStore() {
  vi.resetModules();
  return import('./session-store.ts');
}

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw ? JSON.parse(raw) : null;
};

describe('session store persistence (client rules: Session data)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps user, counts and navigation under separate keys', async () => {
    const { useSessionStore } = await loadStore();
    useSessionStore.getState().setToken({ accessToken: 'tok', expires_at: future() });
    useSessionStore.getState().setCounts({ messages: 2 });
    useSessionStore.getState().setMenu('bottom', true);
    expect(stored(STORAGE_KEYS.user).token.accessToken).toBe('tok');
    expect(stored(STORAGE_KEYS.counts)).toEqual({ values: { messages: 2 }, loaded: true });
    expect(stored(STORAGE_KEYS.navigation)).toEqual({ bottom: true, top: false, panel: false });
  });

  it('writes counts on every change but the user only when a uid or an access token exists', async () => {
    const { useSessionStore } = await loadStore();
    useSessionStore.getState().setFcmToken('push-1');
    useSessionStore.getState().setCounts({ notifications: 1 });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(stored(STORAGE_KEYS.counts).values.notifications).toBe(1);

    useSessionStore.getState().setUserData(profile);
    expect(stored(STORAGE_KEYS.user).userData.uid).toBe('u_1');
    expect(stored(STORAGE_KEYS.user).fcmToken).toBe('push-1');
  });

  it('restores the user on reload only when a token is there', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userData: profile, token: null }));
    localStorage.setItem(STORAGE_KEYS.counts, JSON.stringify({ values: { contacts: 4 }, loaded: true }));
    let { useSessionStore } = await loadStore();
    expect(useSessionStore.getState().user.userData).toBeNull();
    expect(useSessionStore.getState().counts.values.contacts).toBe(4);

    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userData: profile, token: { accessToken: 'tok', expires_at: future() } }));
    ({ useSessionStore } = await loadStore());
    expect(useSessionStore.getState().user.userData?.company?.uid).toBe('c_1');
    expect(useSessionStore.getState().user.token?.accessToken).toBe('tok');
  });

  it('starts with the menus closed: the first page load is a navigation, so a menu left open does not cover the page', async () => {
    localStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify({ bottom: true, top: true, panel: true }));
    const { useSessionStore } = await loadStore();
    expect(useSessionStore.getState().navigation).toEqual({ bottom: false, top: false, panel: false });
    // The key stays, written as on any other change.
    expect(stored(STORAGE_KEYS.navigation)).toEqual({ bottom: false, top: false, panel: false });
  });

  it('clearing the session drops user data, token, push token and the stored user', async () => {
    const { useSessionStore } = await loadStore();
    const state = useSessionStore.getState();
    state.setToken({ accessToken: 'tok', expires_at: future() });
    state.setUserData(profile);
    state.setFcmToken('push-1');
    useSessionStore.getState().clearSession();
    const after = useSessionStore.getState();
    expect(after.user).toEqual({ userData: null, token: null });
    expect(after.fcmToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('closes the side panel, top and bottom menus at once', async () => {
    const { useSessionStore } = await loadStore();
    useSessionStore.getState().setMenu('panel', true);
    useSessionStore.getState().setMenu('bottom', true);
    useSessionStore.getState().closeMenus();
    expect(useSessionStore.getState().navigation).toEqual({ bottom: false, top: false, panel: false });
  });
});

describe('logged in (client rules: States)', () => {
  it('means a token whose expires_at is in the future', async () => {
    const { isTokenValid } = await loadStore();
    expect(isTokenValid({ accessToken: 'tok', expires_at: future() })).toBe(true);
    expect(isTokenValid({ accessToken: 'tok', expires_at: past() })).toBe(false);
    expect(isTokenValid({ accessToken: '', expires_at: future() })).toBe(false);
    expect(isTokenValid({ accessToken: 'tok', expires_at: 'not a date' })).toBe(false);
    expect(isTokenValid(null)).toBe(false);
  });
});

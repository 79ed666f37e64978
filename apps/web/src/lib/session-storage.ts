import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import type { CountsState, NavigationFlags, SessionUser } from './session-types.ts';

/** The part of the session that is persisted, each under its own localStorage key (client rules, Session data). */
export interface PersistedSession {
  user: SessionUser;
  fcmToken: string | null;
  counts: CountsState;
  navigation: NavigationFlags;
}

interface StoredUser extends SessionUser {
  fcmToken?: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the session still works until the page is reloaded.
  }
}

/** The user is written only when it has a uid or an access token (client rules, Session data). */
export function shouldWriteUser(user: SessionUser): boolean {
  return Boolean(user.userData?.uid || user.token?.accessToken);
}

/** The user is restored on reload only when a token is there (client rules, Session data). */
export function shouldRestoreUser(stored: StoredUser | null): stored is StoredUser {
  return Boolean(stored?.token?.accessToken);
}

export function removeStoredUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Nothing stored that we could reach.
  }
}

/**
 * zustand `persist` storage that splits the session over the client rules' separate keys: `user`
 * (with the push token), `counts` and `navigation`. Counts and navigation are written on every
 * change; the user only when a uid or an access token exists.
 */
export const sessionStorageAdapter: PersistStorage<PersistedSession> = {
  getItem: () => {
    const storedUser = read<StoredUser>(STORAGE_KEYS.user);
    const counts = read<CountsState>(STORAGE_KEYS.counts);
    const navigation = read<NavigationFlags>(STORAGE_KEYS.navigation);
    const state: Partial<PersistedSession> = {};
    if (shouldRestoreUser(storedUser)) {
      state.user = { userData: storedUser.userData ?? null, token: storedUser.token };
      state.fcmToken = storedUser.fcmToken ?? null;
    }
    if (counts && typeof counts === 'object' && 'values' in counts) state.counts = counts;
    if (navigation && typeof navigation === 'object') state.navigation = navigation;
    return { state: state as PersistedSession, version: 0 };
  },
  setItem: (_name, value: StorageValue<PersistedSession>) => {
    const { user, fcmToken, counts, navigation } = value.state;
    write(STORAGE_KEYS.counts, counts);
    write(STORAGE_KEYS.navigation, navigation);
    if (shouldWriteUser(user)) write(STORAGE_KEYS.user, { ...user, fcmToken });
  },
  removeItem: () => {
    removeStoredUser();
  },
};

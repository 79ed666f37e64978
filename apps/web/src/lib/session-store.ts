import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Counts } from '@fairhub/shared/profile';
import { removeStoredUser, sessionStorageAdapter, type PersistedSession } from './session-storage.ts';
import type { NavigationFlags, NavigationMenu, SessionToken, UserData } from './session-types.ts';

export interface SessionState extends PersistedSession {
  setToken: (token: SessionToken) => void;
  setUserData: (userData: UserData) => void;
  setFcmToken: (fcmToken: string | null) => void;
  setCounts: (counts: Partial<Counts>) => void;
  setMenu: (menu: NavigationMenu, open: boolean) => void;
  toggleMenu: (menu: NavigationMenu) => void;
  /** Before every navigation: the side panels and the bottom menu close. */
  closeMenus: () => void;
  /** Clears user data, token, push token and the stored user (client rules, States, logout). */
  clearSession: () => void;
}

export const emptyUser = () => ({ userData: null, token: null });
export const emptyCounts = () => ({ values: {}, loaded: false });
export const closedMenus = () => ({ bottom: false, top: false, panel: false });
const anyMenuOpen = (flags: NavigationFlags) => flags.bottom || flags.top || flags.panel;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: emptyUser(),
      fcmToken: null,
      counts: emptyCounts(),
      navigation: closedMenus(),
      setToken: (token) => set((state) => ({ user: { ...state.user, token } })),
      setUserData: (userData) => set((state) => ({ user: { ...state.user, userData } })),
      setFcmToken: (fcmToken) => set({ fcmToken }),
      setCounts: (values) => set({ counts: { values, loaded: true } }),
      setMenu: (menu, open) => set((state) => ({ navigation: { ...state.navigation, [menu]: open } })),
      toggleMenu: (menu) => set((state) => ({ navigation: { ...state.navigation, [menu]: !state.navigation[menu] } })),
      closeMenus: () => set((state) => (anyMenuOpen(state.navigation) ? { navigation: closedMenus() } : state)),
      clearSession: () => {
        set({ user: emptyUser(), fcmToken: null, counts: emptyCounts() });
        removeStoredUser();
      },
    }),
    {
      name: 'session',
      storage: sessionStorageAdapter,
      partialize: ({ user, fcmToken, counts, navigation }) => ({ user, fcmToken, counts, navigation }),
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<PersistedSession>) }),
      // Client rules, Routes and navigation: menus close before every navigation, and the first page load is one: a menu left open
      // before a reload (or on an earlier visit) starts closed instead of covering the page.
      onRehydrateStorage: () => (state) => {
        if (state && anyMenuOpen(state.navigation)) state.closeMenus();
      },
    },
  ),
);

/** Client rules, States: logged in means a stored token whose expires_at is in the future. */
export function isTokenValid(token: SessionToken | null | undefined, now: number = Date.now()): boolean {
  if (!token?.accessToken) return false;
  const expires = Date.parse(token.expires_at);
  return Number.isFinite(expires) && expires > now;
}

export function selectIsLoggedIn(state: SessionState): boolean {
  return isTokenValid(state.user.token);
}

/** Client rules, States: company membership is a profile company with a uid. */
export function selectCompanyUid(state: SessionState): string | null {
  return state.user.userData?.company?.uid ?? null;
}

export function getAccessToken(): string | null {
  return useSessionStore.getState().user.token?.accessToken ?? null;
}

import type { Counts, Profile } from '@fairhub/shared/profile';

/** Client rules, Session data: the signed-in user's data; `uid` and `company.uid` are what the guard reads. */
export type UserData = Profile;

/** Client rules, Session data: the token as the client keeps it. `expires_at` is the server's ISO 8601 instant. */
export interface SessionToken {
  accessToken: string;
  expires_at: string;
}

export interface SessionUser {
  userData: UserData | null;
  token: SessionToken | null;
}

/** Client rules, Session data: a map of counters plus a loaded flag. */
export interface CountsState {
  values: Partial<Counts>;
  loaded: boolean;
}

/** Client rules, Session data: which navigation menus are open. */
export interface NavigationFlags {
  bottom: boolean;
  top: boolean;
  panel: boolean;
}

export type NavigationMenu = keyof NavigationFlags;

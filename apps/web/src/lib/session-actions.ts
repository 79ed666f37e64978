import { queryClient } from './query-client.ts';
import { navigateTo } from './app-navigation.ts';
import { getRuntimeConfig } from './api/config.ts';
import { getProfile } from './api/profile.ts';
import { postLogout, requestToken } from './api/session.ts';
import { useSessionStore } from './session-store.ts';
import type { UserData } from './session-types.ts';

/**
 * Client rules, States — login: the password grant with the runtime config's client credentials, store the token,
 * then load the profile. The page keeps the language chosen in this browser (logging in never
 * changes what the person reads); the header's switch saves a new choice to the account.
 */
export async function login(email: string, password: string): Promise<UserData> {
  const config = await getRuntimeConfig();
  const answer = await requestToken({
    grant_type: 'password',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    username: email,
    password,
  });
  return startSession(answer);
}

/** Stores a token the server handed out (a login, or a confirmed sign-up) and loads the profile. */
export function startSession(answer: { access_token: string; expires_at: string }): Promise<UserData> {
  useSessionStore.getState().setToken({ accessToken: answer.access_token, expires_at: answer.expires_at });
  return reloadProfile();
}

/**
 * Loads the profile into the session store, its one source of truth (after login, onboarding or
 * accepting an invitation).
 */
export async function reloadProfile(): Promise<UserData> {
  const profile = await getProfile();
  const store = useSessionStore.getState();
  store.setUserData(profile);
  if (profile.counts) store.setCounts(profile.counts);
  return profile;
}

let loggingOut: Promise<void> | null = null;

/**
 * Client rules, States — logout: send the logout request, then clear user data, token, push token and the stored user
 * and go home. The clearing and the redirect happen even when the request fails. `revokeToken: false`
 * skips the request when the server ended the token already (the account was deleted).
 */
export function logout({ revokeToken = true }: { revokeToken?: boolean } = {}): Promise<void> {
  loggingOut ??= (async () => {
    try {
      if (revokeToken) await postLogout();
    } catch {
      // Client rules, Errors: a failed logout request is ignored locally.
    } finally {
      useSessionStore.getState().clearSession();
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.meta?.keptOnLogout !== true });
      navigateTo('/');
      loggingOut = null;
    }
  })();
  return loggingOut;
}

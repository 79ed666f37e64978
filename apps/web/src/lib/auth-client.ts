import { apiDownload, apiRequest, type RequestOptions } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { getAccessToken } from './session-store.ts';
import { logout } from './session-actions.ts';

/** Client rules, Errors: a 401 or 403 logs the user out, unless the request path contains `logout`. */
export function shouldLogoutOn(status: number, path: string): boolean {
  return (status === 401 || status === 403) && !path.includes('logout');
}

/** The authenticated client: the public client plus `Authorization: Bearer <accessToken>` from the store. */
export function authRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withBearer(path, options.headers, (headers) => apiRequest<T>(path, { ...options, headers }));
}

/** An authenticated file download (the server's file name, the body as a Blob), under the same 401/403 rule. */
export function authDownload(path: string, options: Pick<RequestOptions, 'headers' | 'signal'> = {}): Promise<{ blob: Blob; filename: string | null }> {
  return withBearer(path, options.headers, (headers) => apiDownload(path, { ...options, headers }));
}

/**
 * The authenticated client for the one refusal a user cannot be told about beforehand: a person who
 * blocked the caller answers their messages with 403 (silently, in a neutral sentence: docs/decisions.md "Messages").
 * A 401 still logs out; a 403 is the caller's to show, so a blocked sender is not also signed out
 * (docs/decisions.md "Messages in the web app").
 */
export function authRequestShowing403<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withBearer(
    path,
    options.headers,
    (headers) => apiRequest<T>(path, { ...options, headers }),
    (status) => status === 401,
  );
}

async function withBearer<T>(
  path: string,
  extraHeaders: Record<string, string> | undefined,
  send: (headers: Record<string, string>) => Promise<T>,
  endsSession: (status: number) => boolean = (status) => status === 401 || status === 403,
): Promise<T> {
  const token = getAccessToken();
  const headers = { ...extraHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  try {
    return await send(headers);
  } catch (error) {
    // Only a refusal of the session's current token ends it: an answer to a request sent before a
    // logout (or with a token since replaced) must not log out again or sign out a newer session.
    if (isApiError(error) && shouldLogoutOn(error.status, path) && endsSession(error.status) && token !== null && getAccessToken() === token) void logout();
    throw error;
  }
}

import { apiRequest, type RequestOptions } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { getAccessToken } from './session-store.ts';
import { logout } from './session-actions.ts';

/** §8: a 401 or 403 logs the user out, unless the request path contains `logout`. */
export function shouldLogoutOn(status: number, path: string): boolean {
  return (status === 401 || status === 403) && !path.includes('logout');
}

/** The authenticated client: the public client plus `Authorization: Bearer <accessToken>` from the store. */
export async function authRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAccessToken();
  const headers = { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  try {
    return await apiRequest<T>(path, { ...options, headers });
  } catch (error) {
    if (isApiError(error) && shouldLogoutOn(error.status, path)) void logout();
    throw error;
  }
}

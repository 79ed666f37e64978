import { authRequest } from '../auth-client.ts';

/** POST logout — revokes the presented token. */
export function postLogout(): Promise<{ ok: true }> {
  return authRequest<{ ok: true }>('logout', { method: 'POST' });
}

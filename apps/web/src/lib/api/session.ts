import type { TokenRequest, TokenResponse } from '@fairhub/shared/auth';
import { apiRequest } from '../api-client.ts';
import { authRequest } from '../auth-client.ts';

/** POST oauth/token — the password grant with the runtime config's client id and secret. */
export function requestToken(body: TokenRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('oauth/token', { method: 'POST', body });
}

/** POST logout — revokes the presented token. */
export function postLogout(): Promise<{ ok: true }> {
  return authRequest<{ ok: true }>('logout', { method: 'POST' });
}

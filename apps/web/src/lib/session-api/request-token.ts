import type { TokenRequest, TokenResponse } from '@fairhub/shared/auth';
import { apiRequest } from '../api-client.ts';

/** POST oauth/token — the password grant with the runtime config's client id and secret. */
export function requestToken(body: TokenRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('oauth/token', { method: 'POST', body });
}

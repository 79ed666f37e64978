import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRequest, shouldLogoutOn } from './auth-client.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { registerNavigate } from './app-navigation.ts';
import { useSessionStore } from './session-store.ts';
import { mockFetch } from './test-fetch.ts';

const signIn = () =>
  useSessionStore.setState({
    user: { userData: null, token: { accessToken: 'tok-123', expires_at: new Date(Date.now() + 3_600_000).toISOString() } },
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the 401/403 rule (client rules: Errors)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    registerNavigate(navigate);
    navigate.mockClear();
    signIn();
  });
  afterEach(() => {
    registerNavigate(null);
    vi.unstubAllGlobals();
  });

  it('decides by status and path', () => {
    expect(shouldLogoutOn(401, 'profile')).toBe(true);
    expect(shouldLogoutOn(403, 'companies')).toBe(true);
    expect(shouldLogoutOn(404, 'profile')).toBe(false);
    expect(shouldLogoutOn(400, 'profile/count')).toBe(false);
    expect(shouldLogoutOn(401, 'logout')).toBe(false);
    expect(shouldLogoutOn(403, 'auth/logout-all')).toBe(false);
  });

  it('adds the bearer token and JSON headers', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { ok: true } }));
    await authRequest('profile');
    expect(calls[0]?.url).toBe('/api/client/profile');
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it.each([401, 403])('logs the user out on %i', async (status) => {
    const { calls } = mockFetch((path) =>
      path === 'logout'
        ? { status: 401, body: { status: 401, title: 'Unauthorized', type: 'about:blank' } }
        : { status, body: { type: 'about:blank', title: 'No', status } },
    );
    await expect(authRequest('notifications')).rejects.toBeInstanceOf(ApiError);
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/client/notifications', '/api/client/logout']);
    expect(useSessionStore.getState().user.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('does not log out when the failing path contains logout', async () => {
    const { calls } = mockFetch(() => ({ status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401 } }));
    await expect(authRequest('logout', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    await settle();
    expect(calls).toHaveLength(1);
    expect(useSessionStore.getState().user.token?.accessToken).toBe('tok-123');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a 401 that answers a token the session no longer holds', async () => {
    let answer: (() => void) | undefined;
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }), { status: 401 }));
      });
    });
    const request = authRequest('profile/count');
    // Meanwhile the user logged out (or logged in anew): the late 401 concerns the old token.
    useSessionStore.getState().setToken({ accessToken: 'tok-new', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    answer?.();
    await expect(request).rejects.toMatchObject({ status: 401 });
    await settle();
    expect(calls).toEqual(['/api/client/profile/count']);
    expect(useSessionStore.getState().user.token?.accessToken).toBe('tok-new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other errors', async () => {
    mockFetch(() => ({ status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'not_found' } }));
    await expect(authRequest('countries/999')).rejects.toMatchObject({ status: 404 });
    await settle();
    expect(useSessionStore.getState().user.token?.accessToken).toBe('tok-123');
  });
});

describe('the public client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses problem details into an ApiError', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'email', code: 'email_invalid', message: 'x' }],
      },
    }));
    const error = await apiRequest('register', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation_failed');
    expect((error as ApiError).fieldErrors[0]?.field).toBe('email');
  });

  it('parses the token endpoint OAuth error', async () => {
    mockFetch(() => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Account not confirmed' } }));
    const error = (await apiRequest('oauth/token', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.oauth?.error).toBe('invalid_grant');
    expect(error.code).toBe('invalid_grant');
  });

  it('turns a network failure into status 0', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    await expect(apiRequest('config')).rejects.toMatchObject({ status: 0 });
  });

  it('sends the chosen language as Accept-Language', async () => {
    const { setRequestLanguage } = await import('./language.ts');
    setRequestLanguage('pl');
    const { calls } = mockFetch(() => ({ status: 200, body: [] }));
    await apiRequest('countries');
    expect(calls[0]?.headers['Accept-Language']).toBe('pl');
    setRequestLanguage('en');
  });
});

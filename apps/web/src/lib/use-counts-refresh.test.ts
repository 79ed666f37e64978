import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { COUNTS_REFRESH_INTERVAL_MS } from '@fairhub/shared/constants';
import { resetRuntimeConfigForTests } from './api/config.ts';
import { login } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';
import { mockFetch } from './test-fetch.ts';
import { useCountsRefresh } from './use-counts-refresh.ts';

const counts = { messages: 1, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 2, contacts: 0 };
const profile = {
  uid: 'u_1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en',
  company: { uid: 'c_1', name: 'Nowak Metal', role: 'owner' },
  counts,
};

function api() {
  return mockFetch((path) => {
    if (path === 'config') return { status: 200, body: { clientId: 'web', clientSecret: 's3cret' } };
    if (path === 'oauth/token')
      return {
        status: 200,
        body: { token_type: 'Bearer', access_token: 'tok', expires_in: 28800, expires_at: new Date(Date.now() + 28_800_000).toISOString() },
      };
    if (path === 'profile') return { status: 200, body: profile };
    if (path === 'profile/count') return { status: 200, body: counts };
    return { status: 404 };
  });
}

describe('counters refresh after signing in (client rules: States)', () => {
  beforeEach(() => {
    resetRuntimeConfigForTests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSessionStore.getState().clearSession();
  });

  it('asks for profile/count once, then every 200000 ms', async () => {
    const { calls } = api();
    const countCalls = () => calls.filter((call) => call.url === '/api/client/profile/count');
    renderHook(() => useCountsRefresh());
    await act(() => login('anna@example.com', 'correct horse battery'));
    await vi.waitFor(() => expect(countCalls()).toHaveLength(1));
    // Nothing else is on its way: the answers so far have all arrived.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(countCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(COUNTS_REFRESH_INTERVAL_MS));
    await vi.waitFor(() => expect(countCalls()).toHaveLength(2));
  });
});

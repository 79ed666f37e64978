import { afterEach, describe, expect, it } from 'vitest';
import { makeOrganizerDetails } from '../../components/catalogue/directory-fixtures.ts';
import { mockFetch } from '../test-fetch.ts';
import { useSessionStore } from '../session-store.ts';
import { getOrganizer } from './organizer-details.ts';

// A whole organizer: in tests the answer is checked against the shared schema.
const organizer = makeOrganizerDetails({ uid: 'co1' });

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('getOrganizer', () => {
  it('sends no token from a visitor', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: organizer }));
    await getOrganizer('co1');
    expect(calls[0]!.url).toBe('/api/client/organizers/co1');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token when signed in, so a company’s own views are not counted', async () => {
    useSessionStore.getState().setToken({ accessToken: 'tok-org', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { calls } = mockFetch(() => ({ status: 200, body: organizer }));
    await getOrganizer('co1');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-org');
  });

  it('sends no token that has expired', async () => {
    useSessionStore.getState().setToken({ accessToken: 'tok-old', expires_at: new Date(Date.now() - 1000).toISOString() });
    const { calls } = mockFetch(() => ({ status: 200, body: organizer }));
    await getOrganizer('co1');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });
});

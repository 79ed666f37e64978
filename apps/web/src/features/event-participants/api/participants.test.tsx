import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { makeExhibitor, signInOrganizer } from '../test-utils.tsx';
import { useDecideParticipants, useSetStand } from './participants.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

/** A query client holding the event's public page and two company pages, as a tab that visited them would. */
function cachedPages() {
  const client = createQueryClient();
  for (const key of [
    ['events', 'details', 'ev1', 'en', true],
    ['organizers', 'details', 'co1', 'en'],
    ['organizers', 'details', 'org1', 'pl'],
  ]) {
    client.setQueryData(key, { cached: true });
  }
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe("the organizer's decisions and stands read the public pages again", () => {
  it('a stand marks the event page and every company page (where a company exhibits, at which stand) stale', async () => {
    signInOrganizer('admin');
    mockFetch(() => ({ status: 200, body: makeExhibitor({ status: 'approved', stand: 'B12' }) }));
    const { client, wrapper } = cachedPages();
    const { result } = renderHook(() => useSetStand('ev1'), { wrapper });
    await act(() => result.current.mutateAsync({ companyUid: 'co1', stand: 'B12' }));
    expect(stale(client, ['events', 'details', 'ev1', 'en', true])).toBe(true);
    expect(stale(client, ['organizers', 'details', 'co1', 'en'])).toBe(true);
    expect(stale(client, ['organizers', 'details', 'org1', 'pl'])).toBe(true);
  });

  it('an approval does the same', async () => {
    signInOrganizer('admin');
    mockFetch(() => ({ status: 200, body: { items: [makeExhibitor({ status: 'approved' })], changed: ['ex1'] } }));
    const { client, wrapper } = cachedPages();
    const { result } = renderHook(() => useDecideParticipants('ev1'), { wrapper });
    await act(() => result.current.mutateAsync({ uids: ['ex1'], decision: 'approve' }));
    expect(stale(client, ['events', 'details', 'ev1', 'en', true])).toBe(true);
    expect(stale(client, ['organizers', 'details', 'co1', 'en'])).toBe(true);
    expect(stale(client, ['organizers', 'details', 'org1', 'pl'])).toBe(true);
  });
});

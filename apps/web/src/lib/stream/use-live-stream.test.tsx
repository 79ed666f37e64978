import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '../session-store.ts';
import type { UserData } from '../session-types.ts';
import { NOTIFICATIONS_QUERY_KEY, useLiveStream } from './use-live-stream.ts';
import { useStreamEvent } from './use-stream-event.ts';

const counts = { messages: 3, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 5, contacts: 1 };

/** Answers GET stream with the given SSE text (then keeps the stream open), or with a status; records every call. */
function serve(answer: { status: number } | { text: string }) {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      if (!String(input).endsWith('/stream')) return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
      if ('status' in answer) return new Response('{}', { status: answer.status });
      const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(answer.text)) });
      return new Response(body, { status: 200 });
    }),
  );
  return calls;
}

function signIn() {
  useSessionStore.getState().setToken({ accessToken: 'tok-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  useSessionStore.getState().setUserData({ uid: 'u1', company: { uid: 'c1' } } as unknown as UserData);
}

function renderStream() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useLiveStream(), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('useLiveStream', () => {
  it('opens no stream without a session', async () => {
    const calls = serve({ text: '' });
    renderStream();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('writes counts.changed into the session store, refetches notifications and hands events to listeners', async () => {
    signIn();
    serve({
      text: `id: 1\nevent: counts.changed\ndata: ${JSON.stringify(counts)}\n\nid: 2\nevent: notification.created\ndata: {"uid":"n1","kind":"welcome"}\n\n`,
    });
    const heard: unknown[] = [];
    const { queryClient } = renderStream();
    renderHook(() => useStreamEvent('notification.created', (payload) => heard.push(payload)));
    queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, { items: [], unread: 0 });
    await waitFor(() => expect(useSessionStore.getState().counts.values).toEqual(counts));
    await waitFor(() => expect(queryClient.getQueryState(NOTIFICATIONS_QUERY_KEY)?.isInvalidated).toBe(true));
    expect(heard).toEqual([{ uid: 'n1', kind: 'welcome' }]);
  });

  it('logs out when the stream answers 401 for the current token', async () => {
    signIn();
    const calls = serve({ status: 401 });
    renderStream();
    await waitFor(() => expect(useSessionStore.getState().user.token).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/logout'))).toBe(true);
  });
});

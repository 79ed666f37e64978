import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces fetch with a function answering by path; records every call. */
export function mockFetch(answer: (path: string, call: RecordedCall) => { status: number; body?: unknown } | Error) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: RecordedCall = {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const result = answer(url.replace(/^\/api\/client\//, ''), call);
    if (result instanceof Error) throw result;
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A request the fake API received: the API path without `/api/client/` and without the query. */
export interface FakeApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body, parsed. */
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FakeApiAnswer = { status: number; body?: unknown };

/**
 * Replaces fetch with `answer`, which may return a promise to hold the response back; records every
 * call. A call whose signal aborts rejects as the browser would.
 */
export function fakeApiFetch(answer: (call: FakeApiCall) => FakeApiAnswer | Promise<FakeApiAnswer>) {
  const calls: FakeApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/client\//, ''),
      params: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const aborted = new Promise<never>((_, reject) => {
      call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    const result = await Promise.race([Promise.resolve(answer(call)), aborted]);
    // No body at all (not an empty one): a 204 may not have one.
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise to resolve later, for answers held back in a test. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

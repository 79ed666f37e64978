import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, startStreamClient, toStreamEvent, type StreamClientOptions } from './stream-client.ts';

/** A fake server: each fetch opens a connection whose body the test writes to (or answers a status). */
function fakeServer(statuses: number[] = []) {
  const connections: { headers: Record<string, string>; write(text: string): void; end(): void; signal: AbortSignal }[] = [];
  const encoder = new TextEncoder();
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response(JSON.stringify({ status }), { status });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({
      headers: init!.headers as Record<string, string>,
      signal,
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { connections, fetchImpl };
}

const flush = async () => {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

function start(server: ReturnType<typeof fakeServer>, overrides: Partial<StreamClientOptions> = {}) {
  const events: { name: string; payload: unknown; id: string | null }[] = [];
  const refused: [number, string][] = [];
  const opened: boolean[] = [];
  const stop = startStreamClient({
    url: '/api/client/stream',
    getToken: () => 'tok',
    onEvent: (name, payload, id) => events.push({ name, payload, id }),
    onRefused: (status, token) => refused.push([status, token]),
    onOpen: (reconnected) => opened.push(reconnected),
    fetch: server.fetchImpl as unknown as typeof fetch,
    random: () => 0.5,
    ...overrides,
  });
  return { events, refused, opened, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles per attempt up to the cap, with half of it random', () => {
    expect(backoffDelay(0, () => 0, 1_000, 30_000)).toBe(500);
    expect(backoffDelay(0, () => 0.999_999, 1_000, 30_000)).toBe(1_000);
    expect(backoffDelay(3, () => 0, 1_000, 30_000)).toBe(4_000);
    expect(backoffDelay(10, () => 0.999_999, 1_000, 30_000)).toBe(30_000);
    expect(backoffDelay(200, () => 0, 1_000, 30_000)).toBe(15_000);
  });
});

describe('toStreamEvent', () => {
  it('types known events and drops unknown names, bad JSON and payloads that do not fit', () => {
    expect(toStreamEvent({ event: 'notification.created', id: '4', data: '{"uid":"n1","kind":"welcome"}' })).toEqual({
      name: 'notification.created',
      payload: { uid: 'n1', kind: 'welcome' },
    });
    expect(toStreamEvent({ event: 'something.else', data: '{}' })).toBeNull();
    expect(toStreamEvent({ event: 'notification.created', data: '{oops' })).toBeNull();
    expect(toStreamEvent({ event: 'notification.created', data: '{"uid":1}' })).toBeNull();
    expect(toStreamEvent({ data: '{}' })).toBeNull();
  });
});

describe('startStreamClient', () => {
  it('sends the Bearer header and hands over events parsed across chunk boundaries, skipping comments', async () => {
    const server = fakeServer();
    const client = start(server);
    await flush();
    expect(server.connections).toHaveLength(1);
    expect(server.connections[0]!.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer tok' });
    server.connections[0]!.write(': connected\n\nid: 1\nevent: participation.changed\nda');
    server.connections[0]!.write('ta: {"eventUid":"e1","status":"approved"}\n\n: ping\n\n');
    await flush();
    expect(client.events).toEqual([{ name: 'participation.changed', payload: { eventUid: 'e1', status: 'approved' }, id: '1' }]);
    expect(client.opened).toEqual([false]);
    client.stop();
  });

  it('reconnects after the stream ends, with the last event id as Last-Event-ID, after a jittered backoff', async () => {
    const server = fakeServer();
    const client = start(server, { baseDelayMs: 1_000 });
    await flush();
    server.connections[0]!.write('id: 7\nevent: notification.created\ndata: {"uid":"n","kind":"welcome"}\n\n');
    server.connections[0]!.end();
    await flush();
    // attempt 0 with random 0.5: 500 + 250 ms
    await vi.advanceTimersByTimeAsync(749);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.headers['Last-Event-ID']).toBe('7');
    expect(client.opened).toEqual([false, true]);
    client.stop();
  });

  it('backs off more after each failed attempt and starts over once connected', async () => {
    const server = fakeServer([500, 502, 503]);
    const client = start(server, { baseDelayMs: 1_000, random: () => 0 });
    await flush();
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500); // attempt 0: 500 ms
    await flush();
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999); // attempt 1: 1,000 ms
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(server.fetchImpl).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000); // attempt 2: 2,000 ms, then the fourth call connects
    await flush();
    expect(server.connections).toHaveLength(1);
    server.connections[0]!.end();
    await flush();
    await vi.advanceTimersByTimeAsync(500); // connected: back to attempt 0
    await flush();
    expect(server.connections).toHaveLength(2);
    client.stop();
  });

  it('stops on 401 and reports the refused token; no reconnect', async () => {
    const server = fakeServer([401]);
    const client = start(server);
    await flush();
    expect(client.refused).toEqual([[401, 'tok']]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('treats a silent connection (no event, no ping) as dead and reconnects', async () => {
    const server = fakeServer();
    const client = start(server, { silenceMs: 60_000, random: () => 0 });
    await flush();
    server.connections[0]!.write(': ping\n\n');
    await flush();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(server.connections[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections[0]!.signal.aborted).toBe(true);
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(server.connections).toHaveLength(2);
    client.stop();
  });

  it('closes the connection and never reconnects once stopped', async () => {
    const server = fakeServer();
    const client = start(server);
    await flush();
    client.stop();
    expect(server.connections[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
  });
});

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { STREAM_EVENT_NAMES, STREAM_PING_MS, streamPayloadSchemas, type StreamEventName, type StreamPayload } from '@fairhub/shared/stream';

/**
 * The live stream's client (docs/decisions.md "Live stream"): GET stream read with fetch (an
 * EventSource cannot send the Bearer header), parsed with eventsource-parser. Each event's `id` is
 * remembered and sent back as `Last-Event-ID` when reconnecting, so the server replays what was
 * missed. A dropped or silent connection reconnects after an exponential backoff with jitter; a 401
 * or 403 stops it and is reported (the app's logout rule decides what follows).
 */

export interface StreamClientOptions {
  url: string;
  /** The session's token at the time of each connection; null stops the client. */
  getToken: () => string | null;
  onEvent: <Name extends StreamEventName>(name: Name, payload: StreamPayload<Name>, id: string | null) => void;
  /** The server refused the session (401/403) when connecting with `token`; the client has stopped. */
  onRefused: (status: number, token: string) => void;
  /** Called each time the stream is open (first time and after every reconnect). */
  onOpen?: (reconnected: boolean) => void;
  fetch?: typeof fetch;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Without a byte (an event or a ping) for this long, the connection counts as dead. */
  silenceMs?: number;
}

const KNOWN = new Set<string>(STREAM_EVENT_NAMES);

/** The wait before reconnect attempt `attempt` (0-based): exponential, capped, with "equal jitter" (half fixed, half random). */
export function backoffDelay(attempt: number, random: () => number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A parsed SSE message as a typed stream event, or null for an unknown name or a payload that does not fit. */
export function toStreamEvent(message: EventSourceMessage): { name: StreamEventName; payload: unknown } | null {
  if (!message.event || !KNOWN.has(message.event)) return null;
  const name = message.event as StreamEventName;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = streamPayloadSchemas[name].safeParse(data);
  return parsed.success ? { name, payload: parsed.data } : null;
}

/** Starts the client; the returned function stops it (and closes the connection). */
export function startStreamClient(options: StreamClientOptions): () => void {
  const {
    url,
    getToken,
    onEvent,
    onRefused,
    onOpen,
    fetch: fetchImpl = (...args) => fetch(...args),
    random = Math.random,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    silenceMs = STREAM_PING_MS * 2 + 10_000,
  } = options;
  let stopped = false;
  let attempt = 0;
  let lastEventId: string | null = null;
  let opened = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  const clearSilence = () => {
    if (silenceTimer !== null) clearTimeout(silenceTimer);
    silenceTimer = null;
  };
  const armSilence = (abort: AbortController) => {
    clearSilence();
    silenceTimer = setTimeout(() => abort.abort(), silenceMs);
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer !== null) return;
    const delay = backoffDelay(attempt, random, baseDelayMs, maxDelayMs);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  };

  /** Coming back online: try at once instead of waiting out the backoff. */
  const onOnline = () => {
    if (stopped || retryTimer === null) return;
    clearTimeout(retryTimer);
    retryTimer = null;
    void connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  async function connect() {
    const token = getToken();
    if (stopped || token === null) return;
    const abort = new AbortController();
    controller = abort;
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetchImpl(url, { headers, signal: abort.signal, cache: 'no-store', credentials: 'same-origin' });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        void response.body?.cancel().catch(() => {});
        onRefused(response.status, token);
        return;
      }
      if (!response.ok || !response.body) {
        void response.body?.cancel().catch(() => {});
        throw new Error(`stream answered ${response.status}`);
      }
      attempt = 0;
      onOpen?.(opened);
      opened = true;
      const parser = createParser({
        onEvent: (message) => {
          if (message.id !== undefined) lastEventId = message.id;
          const event = toStreamEvent(message);
          if (event) onEvent(event.name, event.payload as never, message.id ?? null);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      armSilence(abort);
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armSilence(abort);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network error, an abort after silence, or a refused answer other than 401/403: retried below.
    } finally {
      clearSilence();
      if (controller === abort) controller = null;
    }
    scheduleReconnect();
  }

  void connect();
  return () => {
    stopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    clearSilence();
    controller?.abort();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}

/** A small Server-Sent Events reader for tests and benchmarks: fetch, the Bearer header, events and comments as they arrive. */

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseConnection {
  response: Response;
  events: SseEvent[];
  comments: string[];
  /** Resolves when the server ends the stream (or the connection fails). */
  ended: Promise<void>;
  /** Waits until `count` events have arrived in all (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: SseEvent = { id: null, event: 'message', data: '' };
    let hasData = false;
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (hasData) events.push(current);
            current = { id: null, event: 'message', data: '' };
            hasData = false;
          } else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') current.id = text;
            else if (field === 'event') current.event = text;
            else if (field === 'data') {
              current.data = hasData ? `${current.data}\n${text}` : text;
              hasData = true;
            }
          }
        }
        wake();
      }
    } catch {
      // Aborted by close() or the connection dropped: the stream has ended either way.
    } finally {
      done = true;
      wake();
    }
  })();
  const waitUntil = (ready: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) {
          cleanup();
          resolve();
        } else if (done) {
          cleanup();
          reject(new Error(`The stream ended before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Timed out waiting for ${what}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return {
    response,
    events,
    comments,
    ended,
    async waitForEvents(count, timeoutMs = 5_000) {
      await waitUntil(() => events.length >= count, `${count} events (have ${events.length})`, timeoutMs);
      return events.slice(0, count);
    },
    waitForComment: (text, timeoutMs = 5_000) => waitUntil(() => comments.includes(text), `the comment "${text}"`, timeoutMs),
    close: () => controller.abort(),
  };
}

import { PassThrough } from 'node:stream';
import { STREAM_PING_MS } from '@fairhub/shared/stream';
import type { Database } from '../../db/client.ts';
import { currentEventNumber, eventsAfter, listenToStream, liveTokenIds, type StoredEvent, type StreamListener } from './stream.repository.ts';

/**
 * The process's live streams (docs/decisions.md "Live stream"). One LISTEN connection per process
 * learns of new committed events (stream.repository.ts insertNumberedEvents): small ones come in the
 * notification and are written at once to the streams whose next number they are; otherwise (or for
 * a stream that is behind) the hub reads them from stream_events — in one query for everyone who has
 * news — and writes each to the open streams of its person, in number order, skipping what a stream
 * already has. A stream
 * opened with `Last-Event-ID` starts with the stored events after it (the replay), through the same
 * path, so replay and live events never overlap or leave a gap.
 */

export interface StreamHubOptions {
  db: Database;
  /** How to open the dedicated LISTEN connection (the pool's own settings). */
  listenConfig: object;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** `: ping` comment lines this often; also how often the streams' sessions are checked. */
  pingMs?: number;
  /** A stream whose client reads slower than this many buffered bytes is closed (it reconnects with Last-Event-ID). */
  maxBufferedBytes?: number;
}

export interface OpenStream {
  /** The SSE body: Fastify sends it. */
  body: PassThrough;
}

interface Subscriber {
  userId: number;
  tokenId: number;
  /** The newest event number this stream has (or was opened after). */
  lastSeq: number;
  out: PassThrough;
  ended: boolean;
  /** Settles when the HTTP response is over (its connection is then idle and can be closed). */
  finished: Promise<unknown>;
}

/** Events read per query; a person with more waiting is read again straight after. */
const BATCH_LIMIT = 1_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** One SSE event: `id`, `event`, `data` (JSON on one line). */
export function formatEvent(event: Pick<StoredEvent, 'seq' | 'name' | 'data'>): string {
  return `id: ${event.seq}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function createStreamHub({ db, listenConfig, log, pingMs = STREAM_PING_MS, maxBufferedBytes = 1024 * 1024 }: StreamHubOptions) {
  const byUser = new Map<number, Set<Subscriber>>();
  /** People whose streams may be behind: read and written by the next flush. */
  const pending = new Set<number>();
  let flushing: Promise<void> | null = null;
  let listener: StreamListener | null = null;
  let listening: Promise<void> | null = null;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const openCount = () => {
    let count = 0;
    for (const set of byUser.values()) count += set.size;
    return count;
  };

  function end(subscriber: Subscriber) {
    if (subscriber.ended) return;
    subscriber.ended = true;
    const set = byUser.get(subscriber.userId);
    set?.delete(subscriber);
    if (set?.size === 0) byUser.delete(subscriber.userId);
    subscriber.out.end();
    if (openCount() === 0) stopPings();
  }

  function write(subscriber: Subscriber, text: string) {
    if (subscriber.ended) return;
    subscriber.out.write(text);
    // A client that stopped reading: its stream closes rather than growing without end.
    if (subscriber.out.writableLength > maxBufferedBytes) end(subscriber);
  }

  function onPayload(payload: string) {
    if (payload.startsWith('F')) return onEvents(payload.slice(1));
    for (const pair of payload.split(' ')) {
      const userId = Number(pair.slice(0, pair.indexOf(':')));
      if (byUser.has(userId)) pending.add(userId);
    }
    scheduleFlush();
  }

  /**
   * A notification with the events themselves: each is written at once to the streams whose next
   * number it is; a stream further behind (a replay still running, a notification missed) gets it
   * through a read of the table instead.
   */
  function onEvents(json: string) {
    let parsed: { n: string; e: [number, number, unknown][] };
    try {
      parsed = JSON.parse(json) as typeof parsed;
    } catch (error) {
      log.error({ err: error }, 'unreadable stream notification');
      return;
    }
    for (const [userId, seq, data] of parsed.e) {
      const set = byUser.get(userId);
      if (!set) continue;
      let text: string | null = null;
      for (const subscriber of set) {
        if (seq <= subscriber.lastSeq) continue;
        if (seq !== subscriber.lastSeq + 1) {
          pending.add(userId);
          continue;
        }
        text ??= formatEvent({ seq, name: parsed.n, data });
        subscriber.lastSeq = seq;
        write(subscriber, text);
      }
    }
    scheduleFlush();
  }

  function scheduleFlush() {
    if (flushing || pending.size === 0 || closed) return;
    flushing = flush()
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not read stream events; retrying');
        return new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      })
      .finally(() => {
        flushing = null;
        scheduleFlush();
      });
  }

  /** Reads the pending people's new events in one query and writes them to their streams. */
  async function flush() {
    const users = [...pending];
    pending.clear();
    const wants: { userId: number; after: number }[] = [];
    for (const userId of users) {
      const set = byUser.get(userId);
      if (!set?.size) continue;
      wants.push({ userId, after: Math.min(...[...set].map((subscriber) => subscriber.lastSeq)) });
    }
    if (wants.length === 0) return;
    let events: StoredEvent[];
    try {
      events = await eventsAfter(db, wants, BATCH_LIMIT);
    } catch (error) {
      for (const want of wants) pending.add(want.userId);
      throw error;
    }
    for (const event of events) {
      const set = byUser.get(event.userId);
      if (!set) continue;
      let text: string | null = null;
      for (const subscriber of set) {
        if (event.seq <= subscriber.lastSeq) continue;
        text ??= formatEvent(event);
        subscriber.lastSeq = event.seq;
        write(subscriber, text);
      }
    }
    // A full batch may have left events behind: everyone in it is read again.
    if (events.length === BATCH_LIMIT) for (const want of wants) pending.add(want.userId);
  }

  /** Connects the LISTEN connection once; after a loss, reconnects with backoff and catches every stream up. */
  function ensureListening(): Promise<void> {
    listening ??= listenToStream(listenConfig as never, onPayload, (error) => {
      log.warn({ err: error }, 'the stream listener lost its connection; reconnecting');
      listener = null;
      listening = null;
      scheduleReconnect();
    }).then(
      (connected) => {
        if (closed) {
          void connected.close();
          return;
        }
        listener = connected;
        reconnectDelay = RECONNECT_MIN_MS;
        // Whatever was committed while nobody listened is read from the table.
        for (const userId of byUser.keys()) pending.add(userId);
        scheduleFlush();
      },
      (error: unknown) => {
        listening = null;
        throw error;
      },
    );
    return listening;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer || byUser.size === 0) return;
    const delay = reconnectDelay;
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      ensureListening().catch((error: unknown) => {
        log.warn({ err: error }, 'could not reconnect the stream listener');
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  function startPings() {
    if (pingTimer || closed) return;
    pingTimer = setInterval(() => void ping(), pingMs);
    pingTimer.unref();
  }

  function stopPings() {
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
  }

  /** Keeps proxies from closing idle streams, and ends the streams of sessions that logged out or expired. */
  async function ping() {
    const subscribers = [...byUser.values()].flatMap((set) => [...set]);
    for (const subscriber of subscribers) write(subscriber, ': ping\n\n');
    try {
      const live = await liveTokenIds(db, [...new Set(subscribers.map((subscriber) => subscriber.tokenId))]);
      for (const subscriber of subscribers) if (!live.has(subscriber.tokenId)) end(subscriber);
    } catch (error) {
      log.warn({ err: error }, 'could not check the sessions of open streams');
    }
  }

  return {
    /**
     * Opens a stream for a signed-in session: listens first, then starts after `lastEventId` (the
     * replay) or, without one, after the person's newest event. A `lastEventId` beyond the newest
     * (another database, a reset) counts as the newest.
     */
    async open(
      auth: { userId: number; tokenId: number },
      lastEventId: number | null,
      response: { once(event: 'close', listener: () => void): unknown },
    ): Promise<OpenStream> {
      if (closed) throw new Error('the stream hub is closed');
      await ensureListening();
      const newest = await currentEventNumber(db, auth.userId);
      const out = new PassThrough();
      const finished = new Promise<void>((resolve) => response.once('close', resolve));
      // The client went away (or the response ended otherwise): the subscription goes with it.
      void finished.then(() => end(subscriber));
      const subscriber: Subscriber = {
        userId: auth.userId,
        tokenId: auth.tokenId,
        lastSeq: Math.min(lastEventId ?? newest, newest),
        out,
        ended: false,
        finished,
      };
      out.on('close', () => end(subscriber));
      let set = byUser.get(auth.userId);
      if (!set) byUser.set(auth.userId, (set = new Set()));
      set.add(subscriber);
      // Sent at once, so the client has the response (and its headers) before any event.
      out.write(': connected\n\n');
      // Events committed after the number was read are read by this flush (or a later one).
      pending.add(auth.userId);
      scheduleFlush();
      startPings();
      return { body: out };
    },
    /** Open streams in this process. */
    get size() {
      return openCount();
    },
    /** Ends every stream (their clients reconnect elsewhere) and the LISTEN connection: server shutdown. */
    async close() {
      closed = true;
      stopPings();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const subscribers = [...byUser.values()].flatMap((set) => [...set]);
      for (const subscriber of subscribers) end(subscriber);
      // Waits (briefly) for the responses to be over, so the server's close finds their connections idle and closes them.
      await Promise.race([Promise.all(subscribers.map((subscriber) => subscriber.finished)), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      await flushing?.catch(() => {});
      await listening?.catch(() => {});
      await listener?.close();
      listener = null;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

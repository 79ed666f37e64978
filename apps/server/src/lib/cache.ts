import type { FastifyReply } from 'fastify';

/**
 * Cache headers of the public catalogue: lists and details may be kept by browsers and shared caches
 * for a minute (names depend on Accept-Language); an answer that depends on who asks is never stored.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60';
export const PERSONAL_CACHE = 'private, no-store';

export function cachePublicly(reply: FastifyReply) {
  return reply.header('cache-control', PUBLIC_CATALOGUE_CACHE).header('vary', 'Accept-Language');
}

/**
 * An answer the same for everyone that must never be shown stale: an event's page lists its approved
 * exhibitors and stands, and a company's page the events it exhibits at with its stand, which the
 * organizer expects to show the moment they decide. Browsers and shared caches may keep it but must
 * ask the server again before each use (no-cache), so a decision, a stand or an edit shows on the
 * next load. The lists keep their minute.
 */
export const PUBLIC_FRESH_CACHE = 'public, no-cache';

export function cachePubliclyFresh(reply: FastifyReply) {
  return reply.header('cache-control', PUBLIC_FRESH_CACHE).header('vary', 'Accept-Language');
}

export function cachePersonally(reply: FastifyReply) {
  return reply.header('cache-control', PERSONAL_CACHE).header('vary', 'Accept-Language, Authorization');
}

/**
 * Totals of large listings, kept in this process for a short while. Counting every coming event
 * (about 48,000 in the benchmark catalogue) on every request of the first page costs more than the
 * page itself, and so does counting the 800 matches of a filtered text search; the numbers are the
 * same for every visitor for a while. Only totals above LARGE_TOTAL (a page of the largest size, so
 * a list that fits on one page always shows its exact count) are kept, for TOTALS_TTL_MS: less than
 * the minute the catalogue's answers may be kept by browsers anyway (PUBLIC_CATALOGUE_CACHE). The
 * items of a page are always read fresh. Nothing another server process would need to share.
 */
export const LARGE_TOTAL = 100;
export const TOTALS_TTL_MS = 30_000;
export const TOTALS_MAX_ENTRIES = 1000;

interface Entry<V> {
  promise: Promise<V>;
  /** Set once the promise settled with a value worth keeping. */
  settled: boolean;
  value?: V;
  expires: number;
}

/**
 * An in-process cache of computed values with a lifetime and a bounded number of entries (the oldest
 * goes first). Callers asking for the same key while it is being computed share that computation.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The kept value of `key` when it is still fresh. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry?.settled) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The value of `key`: kept, being computed, or computed now by `compute`. A computed value is kept
   * for the lifetime only when `keep(value)` says so; a failure is never kept.
   */
  get(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && (!entry.settled || entry.expires > this.now())) return entry.promise;
    const created: Entry<V> = { promise: compute(), settled: false, expires: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, created);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    created.promise.then(
      (value) => {
        if (this.entries.get(key) !== created) return;
        if (!keep(value)) {
          this.entries.delete(key);
          return;
        }
        created.settled = true;
        created.value = value;
        created.expires = this.now() + this.options.ttlMs;
      },
      () => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      },
    );
    return created.promise;
  }

  /** Keeps `value` for `key` for the lifetime. */
  remember(key: string, value: V) {
    const entry: Entry<V> = { promise: Promise.resolve(value), settled: true, value, expires: this.now() + this.options.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }
}

const totalsByDatabase = new WeakMap<object, ExpiringCache<number>>();

/** The totals cache of one database handle (each test app has its own). */
export function totalsCache(db: object): ExpiringCache<number> {
  let cache = totalsByDatabase.get(db);
  if (!cache) {
    cache = new ExpiringCache<number>({ ttlMs: TOTALS_TTL_MS, maxEntries: TOTALS_MAX_ENTRIES });
    totalsByDatabase.set(db, cache);
  }
  return cache;
}

/** A total worth keeping: counting it again would read many rows. */
export const isLargeTotal = (total: number) => total > LARGE_TOTAL;

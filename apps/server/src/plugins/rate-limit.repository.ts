import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

/** Counts one hit in the key's fixed window; returns the hits so far and when the window ends. */
export async function countHit(db: Executor, key: string, windowSeconds: number) {
  const result = await db.execute<{ hits: number; reset_at: Date }>(sql`
    INSERT INTO ${rateLimits} (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END,
      reset_at = CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END
    RETURNING hits, reset_at`);
  const row = result.rows[0]!;
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

/** Takes back one hit of the key's current window (a guarded attempt that turned out fine). */
export async function refundHit(db: Executor, key: string) {
  await db.execute(sql`UPDATE ${rateLimits} SET hits = greatest(${rateLimits.hits} - 1, 0) WHERE ${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`);
}

/** The hits in the key's current window (0 when it has none) and when it ends. */
export async function peekHits(db: Executor, key: string) {
  const result = await db.execute<{ hits: number; reset_at: Date }>(
    sql`SELECT hits, reset_at FROM ${rateLimits} WHERE ${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`,
  );
  const row = result.rows[0];
  return row ? { hits: Number(row.hits), resetAt: new Date(row.reset_at) } : { hits: 0, resetAt: null };
}

/** Deletes the windows that have ended (a hit after that starts a new one anyway); returns how many. */
export async function deleteExpiredWindows(db: Executor) {
  const result = await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  return result.rowCount ?? 0;
}

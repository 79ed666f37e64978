import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

/** Counts one hit in the key's fixed window; returns the hits so far and when the window ends. */
export async function countHit(db: Database, key: string, windowSeconds: number) {
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

export async function deleteExpiredWindows(db: Database) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

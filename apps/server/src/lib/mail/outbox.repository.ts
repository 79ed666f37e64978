import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Executor, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}

/** Several messages, in statements of at most 500 rows. */
export async function insertOutboxMessages(db: Executor, rows: (typeof outbox.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 500) await db.insert(outbox).values(rows.slice(start, start + 500));
}

export async function listOutbox(db: Executor, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Messages still to deliver, locked for this process; other processes skip them. */
export async function withPendingMessages(
  db: Database,
  limit: number,
  maxAttempts: number,
  deliver: (rows: OutboxRow[]) => Promise<Map<number, string | null>>,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
      .orderBy(outbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return;
    const results = await deliver(rows);
    for (const [id, error] of results) {
      await tx
        .update(outbox)
        .set(
          error === null
            ? { sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null }
            : { attempts: sql`${outbox.attempts} + 1`, lastError: error },
        )
        .where(eq(outbox.id, id));
    }
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readTogether, type Executor } from './client.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the database pool', () => {
  it('survives a connection that drops in the middle of a transaction: the transaction fails, the process goes on', async () => {
    // The outcome is taken at once: the transaction may fail while the loop below still waits for
    // its terminate query, and a rejection nobody listens to yet would be reported as unhandled.
    const outcome = t.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(30)`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // End that transaction's session from the outside, as a database restart would.
    let terminated = 0;
    for (let attempt = 0; attempt < 50 && terminated === 0; attempt++) {
      const { rows } = await t.pool.query<{ ended: boolean }>(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%' AND pid <> pg_backend_pid()",
      );
      terminated = rows.filter((row) => row.ended).length;
      if (terminated === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(terminated).toBe(1);
    expect(await outcome).toBeInstanceOf(Error);
    const { rows } = await t.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]!.one).toBe(1);
  });
});

describe('readTogether', () => {
  /** Two reads that log when each starts and ends; the first takes a while in PostgreSQL. */
  async function twoReads(db: Executor) {
    const log: string[] = [];
    const read = (name: string, seconds: number) => async () => {
      log.push(`${name} starts`);
      const result = await db.execute(sql`SELECT ${name}::text AS name, pg_sleep(${seconds})`);
      log.push(`${name} ends`);
      return result.rows[0]!.name as string;
    };
    const results = await readTogether(db, [read('slow', 0.2), read('quick', 0)]);
    return { results, log };
  }

  it('on the pool runs the reads side by side, each on its own connection, results in order', async () => {
    const { results, log } = await twoReads(t.db);
    expect(results).toEqual(['slow', 'quick']);
    expect(log).toEqual(['slow starts', 'quick starts', 'quick ends', 'slow ends']);
  });

  it("in a transaction runs them one after the other on the transaction's one connection", async () => {
    const { results, log } = await t.db.transaction((tx) => twoReads(tx));
    expect(results).toEqual(['slow', 'quick']);
    expect(log).toEqual(['slow starts', 'slow ends', 'quick starts', 'quick ends']);
  });
});

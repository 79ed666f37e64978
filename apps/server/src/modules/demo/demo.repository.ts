import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';

export async function readMeta(db: Executor, key: string) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/** Claims a key once; returns false when another process (or an earlier start) already holds it. */
export async function claimMeta(db: Executor, key: string, value: string) {
  const rows = await db.insert(appMeta).values({ key, value }).onConflictDoNothing().returning({ key: appMeta.key });
  return rows.length === 1;
}

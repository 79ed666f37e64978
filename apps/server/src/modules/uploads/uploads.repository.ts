import { and, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { products } from '../../db/schema/products.ts';
import { events } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';
import { users } from '../../db/schema/users.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { UploadKind } from '@fairhub/shared/statuses';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/**
 * The uploads among `uids` of one kind that the owner may use: a company's (logos, product images)
 * or a user's own (avatars, and a logo uploaded during onboarding before the company exists).
 */
export async function findOwnedUploads(db: Executor, uids: string[], kind: UploadKind, owner: { companyId?: number | null; userId: number }) {
  if (uids.length === 0) return [];
  const ownedByCompany = owner.companyId ? eq(uploads.companyId, owner.companyId) : undefined;
  const ownedByUser = and(eq(uploads.userId, owner.userId), isNull(uploads.companyId));
  // Share-locked until the saving transaction ends, so the clean-up cannot delete an upload that is
  // being attached (it skips locked rows).
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.uid, uids), eq(uploads.kind, kind), ownedByCompany ? or(ownedByCompany, ownedByUser) : ownedByUser))
    .for('share');
}

/** Who an upload's bytes count against: a company, or a person without one. */
export type UploadQuotaOwner = { companyId: number } | { userId: number };

/**
 * Inside `tx`: waits for other uploads of the same owner to finish counting, then answers the bytes
 * the owner stores now. Held until `tx` ends, so two uploads cannot both fit into the last space.
 */
export async function lockAndMeasureStorage(tx: Executor, owner: UploadQuotaOwner) {
  const key = 'companyId' in owner ? `uploads:company:${owner.companyId}` : `uploads:user:${owner.userId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  return measureStorage(tx, owner);
}

/** The bytes an owner stores now. */
export async function measureStorage(db: Executor, owner: UploadQuotaOwner) {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where('companyId' in owner ? eq(uploads.companyId, owner.companyId) : and(eq(uploads.userId, owner.userId), isNull(uploads.companyId)));
  return Number(row?.bytes ?? 0);
}

/**
 * Every record that shows an upload, as SQL that is true when `upload` (an uploads row) is shown
 * somewhere. A feature that stores upload uids adds its column here, or the clean-up deletes them.
 */
const isAttached = (upload: typeof uploads) => sql`(
  EXISTS (SELECT 1 FROM ${companies} WHERE ${companies.logo} = ${upload.uid})
  OR EXISTS (SELECT 1 FROM ${users} WHERE ${users.avatar} = ${upload.uid})
  OR EXISTS (SELECT 1 FROM ${products} WHERE ${products.images} @> ARRAY[${upload.uid}]::text[])
  OR EXISTS (SELECT 1 FROM ${events} WHERE ${events.coverImage} = ${upload.uid})
  OR EXISTS (SELECT 1 FROM ${venues} WHERE ${venues.photos} @> ARRAY[${upload.uid}]::text[])
)`;

/**
 * Deletes up to `limit` uploads older than `olderThanHours` that nothing shows (never attached, or
 * replaced since) and answers their storage keys, for the caller to remove the files after the
 * commit. Uploads being attached right now are share-locked by the saving transaction and skipped;
 * the check is repeated after locking, on fresh data.
 */
export async function deleteAbandonedUploads(db: Database, olderThanHours: number, limit: number) {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`), not(isAttached(uploads))))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const deleted = await tx
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.id,
            candidates.map((row) => row.id),
          ),
          not(isAttached(uploads)),
        ),
      )
      .returning({ storageKey: uploads.storageKey });
    return deleted.map((row) => row.storageKey);
  });
}

/** Hands uploads made before onboarding over to the new company. */
export async function assignUploadsToCompany(db: Executor, uids: string[], companyId: number) {
  if (uids.length === 0) return;
  await db
    .update(uploads)
    .set({ companyId })
    .where(and(inArray(uploads.uid, uids), isNull(uploads.companyId)));
}

export async function findUpload(db: Executor, uid: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.uid, uid));
  return row;
}

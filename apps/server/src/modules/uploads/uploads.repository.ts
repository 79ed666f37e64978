import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.uid, uids), eq(uploads.kind, kind), ownedByCompany ? or(ownedByCompany, ownedByUser) : ownedByUser));
}

/** Hands uploads made before onboarding over to the new company. */
export async function assignUploadsToCompany(db: Executor, uids: string[], companyId: number) {
  if (uids.length === 0) return;
  await db.update(uploads).set({ companyId }).where(and(inArray(uploads.uid, uids), isNull(uploads.companyId)));
}

export async function findUpload(db: Executor, uid: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.uid, uid));
  return row;
}

import type { UploadKind } from '@fairhub/shared/statuses';
import { mediaUrl, type Upload } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyAdminScope, companyScope } from '../../lib/company-scope.ts';
import { invalidField, quotaReached, serviceBusy } from '../../lib/problems.ts';
import { boundedWork, WorkQueueFull } from '../../lib/bounded-work.ts';
import { throttleKey, tooManyRequests } from '../../lib/throttle.ts';
import { newUid } from '../../lib/random.ts';
import type { Auth } from '../../plugins/auth.ts';
import { organizerScope } from '../organizers/organizer-scope.ts';
import { processImage, type ProcessedImage } from './image-processing.ts';
import { deleteAbandonedUploads, findOwnedUploads, insertUpload, lockAndMeasureStorage, measureStorage, type UploadQuotaOwner } from './uploads.repository.ts';

/**
 * Checks that every uid names an upload of `kind` the owner may use, in the order given (duplicates
 * dropped); 400 `upload_unknown` on `field` otherwise. Call it inside the saving transaction.
 */
export async function requireUploads(db: Executor, uids: string[], kind: UploadKind, owner: { companyId?: number | null; userId: number }, field: string) {
  const unique = [...new Set(uids)];
  const found = await findOwnedUploads(db, unique, kind, owner);
  if (found.length !== unique.length) throw invalidField(field, 'upload_unknown');
  return unique;
}

/**
 * Who may upload what: avatars anyone signed in; logos an owner/admin, or anyone during onboarding;
 * product images any member; event covers and venue photos the owners and admins of an organizer
 * company (403, or 403 `not_organizer` for another company).
 */
async function uploadOwner(db: Executor, auth: Auth, kind: UploadKind) {
  if (kind === 'avatar') return { userId: auth.userId, companyId: null };
  if (kind === 'logo' && auth.companyId === null) return { userId: auth.userId, companyId: null };
  const scope =
    kind === 'event_cover' || kind === 'venue_photo' ? await organizerScope(db, auth, 'write') : kind === 'logo' ? companyAdminScope(auth) : companyScope(auth);
  return { userId: scope.userId, companyId: scope.companyId };
}

/** The limits on uploads (docs/decisions.md, "Limits"). */
export const UPLOAD_LIMITS = {
  /** Uploads one person may make per window. */
  perUser: { max: 50, seconds: 10 * 60 },
  /** Images decoded at once by this process, and how many more may wait; beyond that 503 Retry-After. */
  decoding: { concurrency: 2, maxWaiting: 8 },
  /** A person without a company stores this share of a company's quota (an avatar, a logo before onboarding). */
  personalShare: 0.1,
  /** Uploads that nothing shows are deleted after this many hours. */
  abandonedAfterHours: 24,
} as const;

const decoding = boundedWork(UPLOAD_LIMITS.decoding.concurrency, UPLOAD_LIMITS.decoding.maxWaiting);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function storageQuota(ctx: AppContext, owner: { companyId: number | null; userId: number }) {
  const companyQuota = Math.round(ctx.config.UPLOAD_QUOTA_MB * 1024 * 1024);
  return owner.companyId === null
    ? { quotaOwner: { userId: owner.userId } as UploadQuotaOwner, limit: Math.round(companyQuota * UPLOAD_LIMITS.personalShare) }
    : { quotaOwner: { companyId: owner.companyId } as UploadQuotaOwner, limit: companyQuota };
}

function quotaFull(used: number, limit: number) {
  return quotaReached(
    `Your images use ${megabytes(used)} of ${megabytes(limit)}. Remove images you no longer show (they are deleted a day after), then upload again.`,
    'storage_quota_reached',
    { used, limit, unit: 'bytes' },
  );
}

/**
 * Checks, resizes and stores one image; the row is written only once the file is safely stored.
 * Limited per person (429), by the storage quota of the company or person (422 with used/limit,
 * checked again under a lock when the row is written) and by how many images this process decodes
 * at once (503 Retry-After).
 */
export async function createUpload(ctx: AppContext, auth: Auth, kind: UploadKind, file: Buffer): Promise<Upload> {
  const owner = await uploadOwner(ctx.db, auth, kind);
  const { retryAfter } = await ctx.throttle.hit(throttleKey('uploads:user', auth.userId), UPLOAD_LIMITS.perUser);
  if (retryAfter !== null) throw tooManyRequests(retryAfter, `You uploaded many images in a short time. Try again in ${retryAfter} seconds.`);
  const { quotaOwner, limit } = storageQuota(ctx, owner);
  const usedBefore = await measureStorage(ctx.db, quotaOwner);
  if (usedBefore >= limit) throw quotaFull(usedBefore, limit);

  let image: ProcessedImage;
  try {
    image = await decoding.run(() => processImage(file, kind));
  } catch (error) {
    if (error instanceof WorkQueueFull) throw serviceBusy('Many images are being processed right now. Try again in a few seconds.', 5);
    throw error;
  }
  const uid = newUid();
  const storageKey = `${uid}.webp`;
  await ctx.storage.put(storageKey, image.data);
  try {
    await ctx.db.transaction(async (tx) => {
      const used = await lockAndMeasureStorage(tx, quotaOwner);
      if (used + image.data.length > limit) throw quotaFull(used, limit);
      await insertUpload(tx, {
        uid,
        kind,
        userId: owner.userId,
        companyId: owner.companyId,
        storageKey,
        contentType: image.contentType,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
      });
    });
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return { uid, kind, url: mediaUrl(uid), width: image.width, height: image.height };
}

/** Deletes uploads that nothing has shown for a day, rows first, then their files; answers how many. */
export async function cleanUpAbandonedUploads(ctx: Pick<AppContext, 'db' | 'storage'>, batch = 500) {
  let removed = 0;
  for (;;) {
    const keys = await deleteAbandonedUploads(ctx.db, UPLOAD_LIMITS.abandonedAfterHours, batch);
    for (const key of keys) await ctx.storage.remove(key);
    removed += keys.length;
    if (keys.length < batch) return removed;
  }
}

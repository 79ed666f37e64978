import type { UploadKind } from '@fairhub/shared/statuses';
import { mediaUrl, type Upload } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyAdminScope, companyScope } from '../../lib/company-scope.ts';
import { invalidField } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import type { Auth } from '../../plugins/auth.ts';
import { processImage } from './image-processing.ts';
import { findOwnedUploads, insertUpload } from './uploads.repository.ts';

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

/** Who may upload what: avatars anyone signed in; logos an owner/admin, or anyone during onboarding; product images any member. */
function uploadOwner(auth: Auth, kind: UploadKind) {
  if (kind === 'avatar') return { userId: auth.userId, companyId: null };
  if (kind === 'logo' && auth.companyId === null) return { userId: auth.userId, companyId: null };
  const scope = kind === 'logo' ? companyAdminScope(auth) : companyScope(auth);
  return { userId: scope.userId, companyId: scope.companyId };
}

/** Checks, resizes and stores one image; the row is written only once the file is safely stored. */
export async function createUpload(ctx: AppContext, auth: Auth, kind: UploadKind, file: Buffer): Promise<Upload> {
  const owner = uploadOwner(auth, kind);
  const image = await processImage(file, kind);
  const uid = newUid();
  const storageKey = `${uid}.webp`;
  await ctx.storage.put(storageKey, image.data);
  await insertUpload(ctx.db, {
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
  return { uid, kind, url: mediaUrl(uid), width: image.width, height: image.height };
}

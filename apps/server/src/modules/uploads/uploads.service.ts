import type { UploadKind } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { invalidField } from '../../lib/problems.ts';
import { findOwnedUploads } from './uploads.repository.ts';

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

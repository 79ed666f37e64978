import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { UPLOAD_KINDS } from '@fairhub/shared/statuses';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { createdAt, id, uid } from './columns.ts';

/**
 * An image someone uploaded, already checked and resized; the file itself lives in the storage
 * (lib/file-storage.ts) under `storage_key`. Logos and product images belong to a company,
 * avatars to their user. Uploads that nothing shows for a day are deleted by the `uploads.clean-up`
 * job (modules/uploads/upload-jobs.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    uid: uid(),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    // Set null, not cascaded: a deleted company's images become unattached and the clean-up job
    // removes their files with their rows (a cascade would leave the files behind).
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_company_idx').on(table.companyId), index('uploads_user_idx').on(table.userId)],
);

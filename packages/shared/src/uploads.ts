import { z } from './zod.ts';
import { UPLOAD_KINDS } from './statuses.ts';

/** Images are accepted up to this size (bytes), checked by their content, then resized. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Every stored image is WebP; its public address follows from its uid. */
export function mediaUrl(uid: string) {
  return `/media/${uid}.webp`;
}

/**
 * The address of a stored image reference: an upload's uid becomes its media address; a site path
 * (the built-in event covers under `/covers/`) is already one.
 */
export function imageAddress(stored: string): string;
export function imageAddress(stored: string | null): string | null;
export function imageAddress(stored: string | null) {
  if (stored === null) return null;
  return stored.startsWith('/') ? stored : mediaUrl(stored);
}

export const uploadKindSchema = z.enum(UPLOAD_KINDS);

/** POST uploads (multipart: `kind`, then `file`) answers this. */
export const uploadSchema = z.object({
  uid: z.string(),
  kind: uploadKindSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** An image reference in a response: the upload's uid (sent back when saving) and its address. */
export const imageRefSchema = z.object({ uid: z.string(), url: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** An upload uid sent in a form. */
export const uploadUidSchema = z.string({ error: 'upload_unknown' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'upload_unknown' });

import sharp from 'sharp';
import type { UploadKind } from '@fairhub/shared/statuses';
import { invalidField } from '../../lib/problems.ts';

/** The formats accepted, as sharp names them after reading the file's content (never its name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** How each kind of image is stored: avatars are cropped square, every other kind keeps its shape. */
const TARGETS: Record<UploadKind, { width: number; height: number; fit: 'inside' | 'cover' }> = {
  logo: { width: 512, height: 512, fit: 'inside' },
  avatar: { width: 256, height: 256, fit: 'cover' },
  product: { width: 1600, height: 1600, fit: 'inside' },
  event_cover: { width: 1600, height: 900, fit: 'inside' },
  venue_photo: { width: 1600, height: 1600, fit: 'inside' },
};

/** Bigger pictures are refused before decoding, so a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * Checks an uploaded file by its content and turns it into a resized WebP without metadata
 * (EXIF, GPS); the orientation is applied first. 400 `upload_type` on `file` for anything else.
 */
export async function processImage(input: Buffer, kind: UploadKind): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw invalidField('file', 'upload_type');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidField('file', 'upload_type');
  const target = TARGETS[kind];
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: target.width, height: target.height, fit: target.fit, withoutEnlargement: target.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    throw invalidField('file', 'upload_type');
  }
}

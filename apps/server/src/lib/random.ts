import { createHash, randomBytes } from 'node:crypto';

/** Public identifier of a record: 96 random bits, URL-safe. */
export function newUid() {
  return randomBytes(12).toString('base64url');
}

/** A secret token (access token or e-mailed link): 256 random bits, URL-safe. */
export function newSecretToken() {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256; 256 random bits need no salt or slow hash. */
export function hashSecret(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

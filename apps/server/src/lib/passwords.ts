import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's recommended minimum (ASVS 4.0 §2.4): 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash so an unknown e-mail costs the same time as a known one. */
export async function spendPasswordCheckTime(password: string) {
  dummyHash ??= hashPassword('fairhub-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** True when PostgreSQL refused a write because a unique index already holds the value (23505), at any depth of `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

import type { ZodType } from 'zod';

/** Development (`vite`) and tests (vitest's mode) check answers; production builds trust the server. */
const checking = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** An answer of the public catalogue that does not match its shared schema. */
export class ResponseMismatchError extends Error {
  constructor(path: string, issues: string) {
    super(`GET ${path} answered something its shared schema refuses:\n${issues}`);
    this.name = 'ResponseMismatchError';
  }
}

/**
 * In development and tests an answer of the public catalogue must match its shared schema, or the
 * request fails loudly (a console error, and the query fails with ResponseMismatchError). The
 * schema is imported on use, so production bundles carry neither it nor zod for it. The answer is
 * returned as it came, so the app sees the same data with or without the check.
 */
export async function checkResponse<T>(body: T, path: string, schema: () => Promise<ZodType>): Promise<T> {
  if (!checking) return body;
  const result = (await schema()).safeParse(body);
  if (result.success) return body;
  const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('\n');
  const error = new ResponseMismatchError(path, issues);
  console.error(error.message, body);
  throw error;
}

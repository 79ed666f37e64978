import type { Executor } from '../../db/client.ts';
import { invalidField } from '../../lib/problems.ts';
import { codeExists } from './code-links.repository.ts';

/** A code filter must name a code of the classification; 400 naming `code` otherwise. */
export async function codeFilter(db: Executor, code: string | undefined) {
  if (code === undefined) return undefined;
  if (!(await codeExists(db, code))) throw invalidField('code', 'code_unknown');
  return code;
}

import type { Executor } from '../../db/client.ts';
import { invalidField } from '../../lib/problems.ts';
import { findCodes } from './codes.repository.ts';

/**
 * Checks that every code of `list` is in the classification (products and offers carry them);
 * 400 `code_unknown` naming `field` otherwise. `list` holds no repeats (the shared schemas drop them).
 */
export async function requireCodes(db: Executor, list: string[], field = 'codes') {
  if (list.length === 0) return;
  const found = await findCodes(db, list);
  if (found.length !== new Set(list).size) throw invalidField(field, 'code_unknown');
}

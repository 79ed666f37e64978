import type { z } from 'zod';
import { listQueryEntries, type ListQuerySchema } from '@fairhub/shared/list-query';

/** An API list path with the query string its shared schema writes, e.g. `events?q=expo&page=2`. */
export function listPath<S extends ListQuerySchema>(path: string, schema: S, query: Partial<z.input<S>>): string {
  const search = new URLSearchParams(listQueryEntries(schema, query)).toString();
  return search ? `${path}?${search}` : path;
}

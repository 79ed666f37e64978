import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListQuery, writeListQuery, type ListQueryOf, type ListQueryPatch, type ListQuerySchema } from '@fairhub/shared/list-query';

interface UpdateOptions {
  /** Replace the history entry instead of adding one (while typing, so Back skips keystrokes). */
  replace?: boolean;
}

export type ListQueryUpdate<S extends ListQuerySchema> = (patch: ListQueryPatch<S>, options?: UpdateOptions) => void;

/**
 * A list's query lives in the address, so it can be shared and Back/Forward walk through it: read
 * and written with the list's shared schema (packages/shared/src/list-query.ts), defaults left out.
 * Any change other than the page itself starts again at page 1. `fixed` (the list's page size) must
 * be a constant: it wins over the address and is never written to it.
 */
export function useListQuery<S extends ListQuerySchema>(schema: S, fixed?: Partial<ListQueryOf<S>>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(schema, params, fixed), [schema, params, fixed]);
  const update: ListQueryUpdate<S> = useCallback(
    (patch, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          writeListQuery(schema, next, patch);
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [schema, setParams],
  );
  return [query, update] as const;
}

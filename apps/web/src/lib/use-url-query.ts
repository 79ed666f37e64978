import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlQueryPatch = Record<string, string | number | null | undefined>;

interface UpdateOptions {
  /** Replace the history entry instead of adding one (while typing, so Back skips keystrokes). */
  replace?: boolean;
}

/**
 * A listing's filters live in the URL, so they can be shared and Back/Forward walk through them.
 * Empty values are removed; any change other than the page itself starts again at page 1.
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: UrlQueryPatch, { replace = false }: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** Reads a positive page number from the URL; anything else is page 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

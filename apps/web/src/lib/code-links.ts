import { paths } from './paths.ts';
import { ancestorCodes, formatOpen } from './code-tree.ts';

/** A query string with commas left readable (`open=C,25`, not `open=C%2C25`); both mean the same. */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}

/** A catalogue path with a query string, e.g. `/events?code=25`. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = readableQuery(new URLSearchParams(query));
  return search ? `${path}?${search}` : path;
}

/** The companies carrying a code (or one below it). */
export const companiesWithCode = (code: string) => withQuery(paths['organizers-list'], { code });

/** The events carrying a code (or one below it). */
export const eventsWithCode = (code: string) => withQuery(paths.events, { code });

/** The tree opened down to a code, so it shows among its siblings (and opened itself when it has children). */
export function codeInTree(code: string, section: string, hasChildren = false): string {
  const open = formatOpen([...ancestorCodes(code, section), ...(hasChildren ? [code] : [])]);
  return open ? withQuery(paths.codes, { open }) : paths.codes;
}

export const codeSearchFor = (q: string) => withQuery(paths['codes-search'], { q });

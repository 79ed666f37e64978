import type { ToolbarSelect } from './panel-list-toolbar.tsx';
import { filterSelect, urlSelect } from './toolbar-selects.ts';

/** What every panel list's query holds (read from the address by `useListQuery`). */
interface PanelListQuery {
  q?: string;
  sort: string;
  page: number;
}

/** `useListQuery`'s update: a value is written to the address, `null` takes its key out. */
type PanelListUpdate = (patch: Record<string, string | number | null>, options?: { replace?: boolean }) => void;

/** The keys of a list's query that hold one optional text besides the search and the order: its filters (status, kind…). */
type FilterKey<Query> = Exclude<{ [Key in keyof Query]-?: Query[Key] extends string | undefined ? Key : never }[keyof Query] & string, 'q' | 'sort'>;

interface SortOptions<Sort extends string> {
  label: string;
  /** The API's default order, which leaves `sort` out of the address. */
  absent: Sort;
  /** The orders the select offers, in its order. */
  choices: readonly Sort[];
  choiceLabel: (sort: Sort) => string;
}

/**
 * A panel list's search box, filters, sort order and pages, each bound to its key in the address
 * the same way on every list: typing replaces the history entry and a blank search takes `q` out; a
 * filter's "all" and the default order leave their keys out; page 1 leaves `page` out.
 */
export function panelListControls<Query extends PanelListQuery>(query: Query, update: PanelListUpdate) {
  return {
    search: (texts: { label: string; placeholder: string }) => ({
      ...texts,
      value: query.q ?? '',
      onSearch: (q: string) => update({ q: q || null }, { replace: true }),
    }),
    filter: (key: FilterKey<Query>, options: { label: string; allLabel: string; data: { value: string; label: string }[] }): ToolbarSelect =>
      filterSelect({
        key,
        ...options,
        value: (query[key] as string | undefined) ?? '',
        onChange: (value) => update({ [key]: value }),
      }),
    sort: <Sort extends string>({ label, absent, choices, choiceLabel }: SortOptions<Sort>): ToolbarSelect =>
      urlSelect({
        key: 'sort',
        label,
        value: query.sort,
        absent,
        data: choices.map((sort) => ({ value: sort, label: choiceLabel(sort) })),
        onChange: (sort) => update({ sort }),
      }),
    paging: {
      page: query.page,
      onPageChange: (page: number) => update({ page: page > 1 ? page : null }),
    },
  };
}

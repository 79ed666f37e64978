import type { ListQueryOf } from '@fairhub/shared/list-query';
import type { contactListQuerySchema, ContactSort } from '@fairhub/shared/contacts';

export const CONTACTS_PER_PAGE = 20;
/** What the list fixes whatever the address says. */
export const CONTACT_QUERY_FIXED = { perPage: CONTACTS_PER_PAGE };
/** The API's default order, left out of the URL. */
export const DEFAULT_CONTACT_SORT: ContactSort = 'name';

/** The sort orders the list offers, in the order of the select. */
export const CONTACT_SORT_CHOICES = ['name', '-name', 'company', '-created', '-updated'] as const satisfies readonly ContactSort[];

/** The list's query as the URL gives it (read with the shared schema). */
export type ContactsQuery = ListQueryOf<typeof contactListQuerySchema>;

export function isFiltered(query: ContactsQuery): boolean {
  return Boolean(query.q || query.tag || query.person);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contactExportQuerySchema,
  contactListQuerySchema,
  type Contact,
  type ContactExportFormat,
  type ContactListQuery,
  type ContactPage,
  type CreateContactInput,
  type UpdateContactInput,
} from '@fairhub/shared/contacts';
import { authDownload, authRequest } from '../auth-client.ts';
import { saveBlob } from '../file-download.ts';
import { companyResourceApi, type ResourceChange } from './company-resource-api.ts';
import { listPath } from './list-path.ts';

/**
 * The caller's own contacts (GET/POST contacts, GET/PATCH/DELETE contacts/{uid}, GET
 * contacts/export). Here rather than in features/contacts because a person's page and a
 * conversation offer "Save contact" too (components/contacts).
 */
const contacts = companyResourceApi<Contact, ContactListQuery, CreateContactInput, UpdateContactInput>({
  path: 'contacts',
  listQuerySchema: contactListQuerySchema,
  namespace: 'contacts',
  fitsFilters: (query, contact) =>
    (!query.tag || contact.tags.some((tag) => tag.toLocaleLowerCase() === query.tag!.toLocaleLowerCase())) &&
    (!query.person || contact.personUid === query.person),
  latestFirstSorts: ['-created', '-updated'],
});

export type ContactChange<Input> = ResourceChange<Contact, Input>;
export const contactKeys = contacts.keys;
/** A page of contacts; its data is a ContactPage, with every tag the caller uses (`tags`). */
export const contactsQueryOptions = contacts.listQueryOptions;
export const contactQueryOptions = contacts.itemQueryOptions;
export const useCreateContact = contacts.useCreate;
export const useUpdateContact = contacts.useUpdate;
export const useDeleteContact = contacts.useDelete;

const personKey = (personUid: string) => ['contacts', 'person', personUid] as const;

/** The contact saved from a person, or null: how a person's page knows "Saved" before anything is clicked. */
export function useContactOfPerson(personUid: string, enabled: boolean) {
  return useQuery({
    // Not under the lists' key: the lists' optimistic changes treat every entry there as a page.
    queryKey: personKey(personUid),
    queryFn: async ({ signal }) => {
      const page = await authRequest<ContactPage>(listPath('contacts', contactListQuerySchema, { person: personUid, perPage: 1 }), { signal });
      return page.items[0] ?? null;
    },
    enabled,
    // Asked again whenever a page shows it: the contact may have been deleted in the list meanwhile.
    staleTime: 0,
  });
}

/**
 * POST contacts {personUid}: saves a person (their name, company and job title filled in by the
 * server). Saving one already saved answers the existing contact (200), so a second click is harmless.
 */
export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (personUid: string) => authRequest<Contact>('contacts', { method: 'POST', body: { personUid } satisfies CreateContactInput }),
    onSuccess: (contact) => {
      if (contact.personUid) client.setQueryData(personKey(contact.personUid), contact);
    },
    onSettled: () => contacts.refresh(client),
  });
}

/** GET contacts/export: every contact the filters match (paging aside), saved by the browser. */
export async function downloadContacts(format: ContactExportFormat, query: Partial<ContactListQuery>, fallbackName: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { blob, filename } = await authDownload(listPath('contacts/export', contactExportQuerySchema, { ...filters, format }), {
    headers: { Accept: format === 'csv' ? 'text/csv' : 'text/vcard' },
  });
  saveBlob(blob, filename ?? fallbackName);
}

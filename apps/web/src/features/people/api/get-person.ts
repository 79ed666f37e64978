import { queryOptions } from '@tanstack/react-query';
import type { Person } from '@fairhub/shared/people';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET people/{uid} — a public profile (anything else is 404). */
export function getPerson(uid: string, signal?: AbortSignal): Promise<Person> {
  return apiRequest<Person>(`people/${encodeURIComponent(uid)}`, { signal });
}

export const personQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['people', 'details', uid, language], queryFn: ({ signal }) => getPerson(uid, signal), staleTime: 60_000 });

import { queryOptions } from '@tanstack/react-query';
import type { Person } from '@fairhub/shared/people';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';

/** GET people/{uid} — a public profile (anything else is 404). */
export async function getPerson(uid: string, signal?: AbortSignal): Promise<Person> {
  const path = `people/${encodeURIComponent(uid)}`;
  const person = await apiRequest<Person>(path, { signal });
  return checkResponse(person, path, async () => (await import('@fairhub/shared/people')).personSchema);
}

export const personQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['people', 'details', uid, language] as const, queryFn: ({ signal }) => getPerson(uid, signal), staleTime: 60_000 });

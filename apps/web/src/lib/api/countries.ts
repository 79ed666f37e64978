import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@fairhub/shared/countries';
import { apiRequest } from '../api-client.ts';
import { checkResponse } from './check-response.ts';

/** Every cached country list (one per language). */
export const countryKeys = { all: ['countries'] as const };

/** GET countries — every country, named in the requested language. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const countries = await apiRequest<Country[]>('countries', { signal });
  return checkResponse(countries, 'countries', async () => (await import('@fairhub/shared/countries')).countryListSchema);
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...countryKeys.all, language] as const,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    meta: { keptOnLogout: true },
  });

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}

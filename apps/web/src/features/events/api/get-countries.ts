import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@fairhub/shared/countries';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET countries — every country, named in the requested language (the country filter). */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest<Country[]>('countries', { signal });
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['countries', language], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}

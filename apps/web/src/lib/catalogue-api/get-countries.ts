import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@fairhub/shared/countries';
import { apiRequest } from '../api-client.ts';

/**
 * GET countries — every country, named in the requested language. Shared by every country field
 * outside one feature (the country multi-select of the panel's forms); the key is the same as the
 * features' own copies, so they share one cached answer.
 */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest<Country[]>('countries', { signal });
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['countries', language], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@fairhub/shared/countries';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET countries — every country, named in the requested language. */
export function getCountries(): Promise<Country[]> {
  return apiRequest<Country[]>('countries');
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['countries', language], queryFn: getCountries, staleTime: Infinity });

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}

import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairhub/shared/countries';
import { countryKeys, useCountries } from '../../lib/api/countries.ts';
import { companyFormResolver } from './company-form-values.ts';

/**
 * The company form's resolver. It checks the VAT id against the chosen country's ISO code, read from
 * the cached countries (any language: the codes are the same) when the form is validated.
 */
export function useCompanyFormResolver() {
  const { i18n } = useTranslation();
  useCountries(i18n.language);
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      companyFormResolver((id) => {
        for (const [, countries] of queryClient.getQueriesData<Country[]>({ queryKey: countryKeys.all })) {
          const code = countries?.find((country) => country.id === id)?.code;
          if (code) return code;
        }
        return undefined;
      }),
    [queryClient],
  );
}

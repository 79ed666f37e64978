import { useMemo, type Ref } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/api/countries.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';

interface CountrySelectProps {
  label: string;
  placeholder: string;
  nothingFound: string;
  value: number | null;
  onChange: (countryId: number | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
}

/** One country picked by typing its name (in the page's language), from GET countries. */
export function CountrySelect({ label, placeholder, nothingFound, value, onChange, onBlur, name, ref, error, required }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  const options = useMemo(() => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })), [countries.data]);

  return (
    <Select
      ref={ref}
      name={name}
      label={label}
      placeholder={countries.isPending ? t('common.loading') : placeholder}
      data={options}
      searchable
      required={required}
      nothingFoundMessage={nothingFound}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      onBlur={onBlur}
      error={countries.isError ? t(errorMessageKey(countries.error)) : error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

import { useMemo, type Ref } from 'react';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/api/countries.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';

interface CountryMultiSelectProps {
  label: string;
  description?: string;
  /** Chosen country ids (ISO 3166-1 numeric, as GET countries gives them). */
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** At most this many can be chosen. */
  max?: number;
  error?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/**
 * Several countries picked by typing their names (in the page's language). The list comes from
 * GET countries and is cached for the whole visit; the field waits, disabled, until it is in.
 */
export function CountryMultiSelect({ label, description, value, onChange, onBlur, name, ref, max, error, placeholder }: CountryMultiSelectProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  const options = useMemo(() => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })), [countries.data]);

  return (
    <MultiSelect
      ref={ref}
      name={name}
      label={label}
      description={description}
      placeholder={countries.isPending ? t('common.loading') : value.length === 0 ? placeholder : undefined}
      data={options}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      onBlur={onBlur}
      searchable
      clearable
      hidePickedOptions
      maxValues={max}
      nothingFoundMessage={t('forms.countries.none')}
      error={countries.isError ? t(errorMessageKey(countries.error)) : error}
      disabled={countries.isPending}
      comboboxProps={{ withinPortal: false }}
      clearButtonProps={{ 'aria-label': t('forms.countries.clear') }}
    />
  );
}

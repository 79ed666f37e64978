import { Select } from '@mantine/core';
import { IconFlag, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/api/countries.ts';
import { DebouncedTextInput } from './debounced-text-input.tsx';

/** A country filter by ISO code (`PL`), searchable, named in the reader's language. */
export function CountryFilter({ value, onChange }: { value: string; onChange: (code: string | null) => void }) {
  const { t, i18n } = useTranslation('directory');
  const countries = useCountries(i18n.language);
  const data = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  // A code from the address shows as itself until the names arrive (or if they never do).
  if (value && !data.some((item) => item.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={t('filters.country')}
      placeholder={countries.isError ? t('filters.countriesFailed') : t('filters.countryPlaceholder')}
      data={data}
      value={value || null}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('filters.countryNone')}
      leftSection={<IconFlag size={16} aria-hidden />}
      comboboxProps={{ withinPortal: false }}
      clearButtonProps={{ 'aria-label': t('filters.countryClear') }}
      maxDropdownHeight={280}
    />
  );
}

/** A city filter applied once typing pauses (or on Enter); follows the address on Back and "clear". */
export function CityFilter({ value, onApply }: { value: string; onApply: (city: string) => void }) {
  const { t } = useTranslation('directory');
  return (
    <DebouncedTextInput
      label={t('filters.city')}
      placeholder={t('filters.cityPlaceholder')}
      value={value}
      onApply={onApply}
      leftSection={<IconMapPin size={16} aria-hidden />}
      clearLabel={t('filters.cityClear')}
    />
  );
}

import { Select, Stack, TextInput } from '@mantine/core';
import { IconFlag, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { eventListQuerySchema } from '@fairhub/shared/events';
import { CodeSelect } from '../../../components/catalogue/code-select.tsx';
import { DebouncedTextInput } from '../../../components/catalogue/debounced-text-input.tsx';
import { useCountries } from '../../../lib/api/countries.ts';
import type { ListQueryUpdate } from '../../../lib/use-list-query.ts';
import { rangeInvalid, type EventsQuery } from './event-filters.ts';

interface EventFilterFieldsProps {
  filters: EventsQuery;
  update: ListQueryUpdate<typeof eventListQuerySchema>;
}

/** Date range, country, city and code: the sidebar on wide screens, the drawer on phones. */
export function EventFilterFields({ filters, update }: EventFilterFieldsProps) {
  const { t, i18n } = useTranslation('events');
  const countries = useCountries(i18n.language);
  const countryData = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  if (filters.country && !countryData.some((item) => item.value === filters.country)) {
    countryData.unshift({ value: filters.country, label: filters.country });
  }

  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label={t('filters.from')}
        value={filters.from ?? ''}
        max={filters.to || undefined}
        onChange={(event) => update({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={filters.to ?? ''}
        min={filters.from || undefined}
        onChange={(event) => update({ to: event.currentTarget.value })}
        error={rangeInvalid(filters) ? t('filters.rangeInvalid') : undefined}
      />
      <Select
        label={t('filters.country')}
        placeholder={countries.isError ? t('filters.countriesFailed') : t('filters.countryPlaceholder')}
        data={countryData}
        value={filters.country || null}
        onChange={(country) => update({ country })}
        searchable
        clearable
        nothingFoundMessage={t('filters.countryNone')}
        leftSection={<IconFlag size={16} aria-hidden />}
        comboboxProps={{ withinPortal: false }}
        clearButtonProps={{ 'aria-label': t('filters.countryClear') }}
        maxDropdownHeight={280}
      />
      <DebouncedTextInput
        label={t('filters.city')}
        placeholder={t('filters.cityPlaceholder')}
        value={filters.city ?? ''}
        onApply={(city) => update({ city }, { replace: true })}
        leftSection={<IconMapPin size={16} aria-hidden />}
        clearLabel={t('filters.cityClear')}
      />
      <CodeSelect namespace="events" value={filters.code ?? ''} onChange={(code) => update({ code })} />
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Select, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/catalogue/search-field.tsx';
import { codeQueryOptions } from '../api/get-code.ts';
import { codeSearchQueryOptions } from '../api/search-codes.ts';

const optionLabel = (code: string, name: string) => `${code} — ${name}`;

/**
 * The NACE code filter: options come from GET codes/search as typing pauses (a code prefix or
 * words); the chosen code shows with its name, fetched by code when it came from a link.
 */
export function CodeFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation('directory');
  const language = i18n.language;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  /** Labels of codes picked from the options, so the choice shows at once. */
  const [picked, setPicked] = useState<Record<string, string>>({});

  const details = useQuery({ ...codeQueryOptions(value, language), enabled: Boolean(value) && !picked[value] });
  const selectedLabel = value ? (picked[value] ?? (details.data ? optionLabel(details.data.code, details.data.name) : value)) : '';

  const term = debounced.trim();
  const searching = term.length > 0 && term !== selectedLabel;
  const hits = useQuery({ ...codeSearchQueryOptions(term, language), enabled: searching });

  const data = useMemo(() => {
    const items: ComboboxItem[] = [];
    if (value) items.push({ value, label: selectedLabel });
    if (searching) {
      for (const hit of hits.data?.items ?? []) {
        if (hit.code !== value) items.push({ value: hit.code, label: optionLabel(hit.code, hit.name) });
      }
    }
    return items;
  }, [value, selectedLabel, searching, hits.data]);

  const nothingFound = !searching ? t('filters.codeHint') : hits.isFetching ? t('filters.codeSearching') : hits.isError ? t('filters.codeFailed') : t('filters.codeNone');

  return (
    <Select
      label={t('filters.code')}
      placeholder={t('filters.codePlaceholder')}
      searchable
      clearable
      value={value || null}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the words already; the options are not filtered again here.
      filter={({ options }) => options}
      onChange={(code, option) => {
        if (code && option) setPicked((current) => ({ ...current, [code]: option.label }));
        onChange(code ?? '');
      }}
      nothingFoundMessage={nothingFound}
      leftSection={<IconTag size={16} aria-hidden />}
      comboboxProps={{ withinPortal: false }}
      clearButtonProps={{ 'aria-label': t('filters.codeClear') }}
      renderOption={({ option }) => <Text size="sm">{option.label}</Text>}
      maxDropdownHeight={280}
    />
  );
}

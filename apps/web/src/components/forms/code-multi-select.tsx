import { useMemo, useState } from 'react';
import { MultiSelect, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { codeOptionsQueryOptions } from '../../lib/api/code-search.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-text.ts';

export interface CodeRef {
  code: string;
  name: string;
}

interface CodeMultiSelectProps {
  label: string;
  value: CodeRef[];
  onChange: (codes: CodeRef[]) => void;
  max?: number;
  error?: string;
  description?: string;
  disabled?: boolean;
}

const optionLabel = (code: string, name: string) => `${code} — ${name}`;

/**
 * NACE codes picked from the dictionary by typing a code ("25.1") or words ("metal"); the server
 * matches (prefixes, accents, typos) and the chosen codes show as pills with their names.
 */
export function CodeMultiSelect({ label, value, onChange, max = 20, error, description, disabled }: CodeMultiSelectProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const hits = useQuery({ ...codeOptionsQueryOptions(term, i18n.language), enabled: term.length > 0 });

  const names = useMemo(() => {
    const known = new Map(value.map((ref) => [ref.code, ref.name]));
    for (const hit of hits.data?.items ?? []) if (!known.has(hit.code)) known.set(hit.code, hit.name);
    return known;
  }, [value, hits.data]);

  const data = useMemo(() => {
    const items: ComboboxItem[] = value.map((ref) => ({ value: ref.code, label: optionLabel(ref.code, ref.name) }));
    if (term) {
      for (const hit of hits.data?.items ?? []) {
        if (!value.some((ref) => ref.code === hit.code)) items.push({ value: hit.code, label: optionLabel(hit.code, hit.name) });
      }
    }
    return items;
  }, [value, term, hits.data]);

  const nothingFound = t(!term ? 'forms.codes.hint' : hits.isFetching ? 'forms.codes.searching' : hits.isError ? 'forms.codes.failed' : 'forms.codes.none');

  return (
    <MultiSelect
      label={label}
      description={description ?? t('forms.codes.description', { max })}
      placeholder={value.length < max ? t('forms.codes.placeholder') : undefined}
      searchable
      value={value.map((ref) => ref.code)}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; Mantine must not filter its answers again.
      filter={({ options }) => options}
      onChange={(codes) => {
        onChange(codes.map((code) => ({ code, name: names.get(code) ?? code })));
        setSearch('');
      }}
      maxValues={max}
      nothingFoundMessage={nothingFound}
      leftSection={<IconTag size={16} aria-hidden />}
      error={error}
      disabled={disabled}
      hidePickedOptions
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

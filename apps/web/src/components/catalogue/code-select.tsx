import { useMemo, useState } from 'react';
import { Select, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { codeOptionsQueryOptions } from '../../lib/api/code-search.ts';
import { codeQueryOptions } from '../../lib/api/codes.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-text.ts';

/** The namespaces that word a code filter, each under the same keys (their wording differs per page). */
export type CodeSelectNamespace = 'events' | 'directory';

/** Where the filter's words live in its namespace (the same keys in every such namespace). */
export const CODE_SELECT_KEYS = {
  label: 'filters.code',
  placeholder: 'filters.codePlaceholder',
  hint: 'filters.codeHint',
  searching: 'filters.codeSearching',
  failed: 'filters.codeFailed',
  none: 'filters.codeNone',
  clear: 'filters.codeClear',
} as const;

interface CodeSelectProps {
  /** The chosen code ("25.11") or "" for none. */
  value: string;
  onChange: (code: string) => void;
  /** The page's namespace, which words the filter. */
  namespace: CodeSelectNamespace;
}

const optionLabel = (code: string, name: string) => `${code} — ${name}`;

/**
 * A NACE code picked by typing a code prefix or words: options come from GET codes/search as the
 * typing pauses; the chosen code shows with its name (fetched by code when it came from a link).
 */
export function CodeSelect({ value, onChange, namespace }: CodeSelectProps) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  /** Labels of codes picked from the results in this session, so the choice shows at once. */
  const [picked, setPicked] = useState<Record<string, string>>({});

  const details = useQuery({ ...codeQueryOptions(value, language), enabled: Boolean(value) && !picked[value] });
  const selectedLabel = value ? (picked[value] ?? (details.data ? optionLabel(details.data.code, details.data.name) : value)) : '';

  const term = debounced.trim();
  const searching = term.length > 0 && term !== selectedLabel;
  const hits = useQuery({ ...codeOptionsQueryOptions(term, language), enabled: searching });

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

  const nothingFound = t(
    !searching ? CODE_SELECT_KEYS.hint : hits.isFetching ? CODE_SELECT_KEYS.searching : hits.isError ? CODE_SELECT_KEYS.failed : CODE_SELECT_KEYS.none,
  );

  return (
    <Select
      label={t(CODE_SELECT_KEYS.label)}
      placeholder={t(CODE_SELECT_KEYS.placeholder)}
      searchable
      clearable
      value={value || null}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; Mantine must not filter its answers again.
      filter={({ options }) => options}
      onChange={(code, option) => {
        if (code && option) setPicked((current) => ({ ...current, [code]: option.label }));
        onChange(code ?? '');
      }}
      nothingFoundMessage={nothingFound}
      leftSection={<IconTag size={16} aria-hidden />}
      comboboxProps={{ withinPortal: false }}
      clearButtonProps={{ 'aria-label': t(CODE_SELECT_KEYS.clear) }}
      renderOption={({ option }) => <Text size="sm">{option.label}</Text>}
      maxDropdownHeight={280}
    />
  );
}

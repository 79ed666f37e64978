import { useEffect, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The text currently applied (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A search box that applies what is typed after a short pause, and follows Back/Forward. */
export function SearchField({ value, onSearch, label, placeholder, autoFocus }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    // The URL changed under the box (Back, a link, clearing filters): show what is applied now.
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    const wanted = debounced.trim();
    if (wanted !== value) onSearch(wanted);
    // Only a pause in typing applies the text; a changed `value` (Back) must not re-apply the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={text ? <CloseButton aria-label={t('list.clearSearch')} onClick={() => (setText(''), onSearch(''))} /> : null}
      enterKeyHint="search"
      autoComplete="off"
    />
  );
}

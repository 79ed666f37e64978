import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';

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
  const { text, setText, apply, clear } = useDebouncedText(value, onSearch);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={text ? <CloseButton aria-label={t('list.clearSearch')} onClick={clear} /> : null}
      enterKeyHint="search"
      autoComplete="off"
    />
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '../../../components/catalogue/search-field.tsx';

interface DebouncedTextInputProps {
  /** The value applied now (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onApply: (text: string) => void;
  label: string;
  placeholder?: string;
  leftSection?: ReactNode;
  clearLabel: string;
}

/** A text filter applied after a pause in typing, following the URL when it changes (Back, clear). */
export function DebouncedTextInput({ value, onApply, label, placeholder, leftSection, clearLabel }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    const wanted = debounced.trim();
    if (wanted !== value) onApply(wanted);
    // Only a pause in typing applies the text; a changed `value` (Back) must not re-apply the old one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply(text.trim());
        }
      }}
      leftSection={leftSection}
      rightSection={text ? <CloseButton aria-label={clearLabel} onClick={() => (setText(''), onApply(''))} /> : null}
      autoComplete="off"
    />
  );
}

import type { ReactNode } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';

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
  const { text, setText, apply, clear } = useDebouncedText(value, onApply);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      leftSection={leftSection}
      rightSection={text ? <CloseButton aria-label={clearLabel} onClick={clear} /> : null}
      autoComplete="off"
    />
  );
}

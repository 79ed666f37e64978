import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** How long typing must pause before a search box or text filter applies what was typed. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a box whose applied value lives elsewhere (the URL): what is typed is applied,
 * trimmed, once typing pauses; `apply` and `clear` apply at once. When `value` changes under the
 * box (Back, a link, clearing filters) the box shows it.
 */
export function useDebouncedText(value: string, onApply: (text: string) => void) {
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

  return {
    text,
    setText,
    apply: () => onApply(text.trim()),
    clear: () => {
      setText('');
      onApply('');
    },
  };
}

import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

/** How long typing must pause before a search box or text filter applies what was typed. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a box whose applied value lives elsewhere (the URL): what is typed is applied,
 * trimmed, once typing pauses; `apply` and `clear` apply at once. When `value` changes under the
 * box (Back, a link, clearing filters) the box shows it; when it arrives as what the box applied,
 * the box keeps what was typed since (letters typed while the address caught up are not lost).
 */
export function useDebouncedText(value: string, onApply: (text: string) => void) {
  const [text, setTypedText] = useState(value);
  // What this box last asked for: when `value` comes back as that, it is the echo of our own apply
  // (the address catching up, maybe after more was typed) and must not overwrite the box.
  const [requested, setRequested] = useState<string | null>(null);
  const request = (wanted: string) => {
    setRequested(wanted);
    onApply(wanted);
  };
  // Called with the newest `value` when it fires, so settling on what is applied already does nothing.
  const applyWhenTypingPauses = useDebouncedCallback((typed: string) => {
    const wanted = typed.trim();
    if (wanted !== value) request(wanted);
  }, SEARCH_DEBOUNCE_MS);

  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setRequested(null);
    if (value !== requested) setTypedText(value);
  }

  return {
    text,
    setText: (typed: string) => {
      setTypedText(typed);
      applyWhenTypingPauses(typed);
    },
    apply: () => {
      applyWhenTypingPauses.cancel();
      request(text.trim());
    },
    clear: () => {
      applyWhenTypingPauses.cancel();
      setTypedText('');
      request('');
    },
  };
}

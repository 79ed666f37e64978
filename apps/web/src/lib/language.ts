import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@fairhub/shared/constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language, else the browser's when we speak it, else English. */
export function initialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

let current: Language = DEFAULT_LANGUAGE;

/** The language sent as Accept-Language with every API call. */
export function currentLanguage(): Language {
  return current;
}

export function rememberLanguage(language: Language): void {
  current = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or full storage: the choice still holds for this visit.
  }
}

export function setRequestLanguage(language: Language): void {
  current = language;
}

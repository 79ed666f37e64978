import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fairhub/shared/constants';
import enCommon from '../locales/en/common.json';
import plCommon from '../locales/pl/common.json';
import { initialLanguage, isLanguage, rememberLanguage, setRequestLanguage } from './language.ts';

/**
 * `common` ships with the first page; other namespaces (the static pages' copy in `static`) load
 * on demand from their own chunks.
 */
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/*/common.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = lazyNamespaces[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const NAMESPACES = ['common', 'static'] as const;

export function applyLanguage(language: Language): void {
  setRequestLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language = initialLanguage()) {
  applyLanguage(language);
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: enCommon }, pl: { common: plCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/**
 * The header's language switch (and the settings' language): change, remember and send as
 * Accept-Language from now on. `instance` is the app's i18next unless a component hands its own.
 */
export async function switchLanguage(language: string, instance: Pick<typeof i18next, 'changeLanguage'> = i18next): Promise<void> {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  applyLanguage(language);
  await instance.changeLanguage(language);
}

import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../../locales/en/static.json';
import pl from '../../locales/pl/static.json';
import { createTestI18n } from '../../lib/test-render.tsx';

export const STATIC_LOCALES = { en, pl } as const;
export type StaticLanguage = keyof typeof STATIC_LOCALES;

/** Every leaf key of a locale object, arrays included by index: `terms.sections.scope.body.0`. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => flattenKeys(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => flattenKeys(item, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

/**
 * A private i18next instance with only the `static` namespace, independent of the app's i18n
 * setup. Every key a page asks for that does not exist ends up in `missing`.
 */
export function createStaticI18n(language: StaticLanguage): Promise<{ i18n: I18n; missing: string[] }> {
  return createTestI18n(language, { en: { static: en }, pl: { static: pl } }, 'static');
}

/**
 * The text a reader sees: the container's text nodes joined by spaces (so the end of one block and
 * the start of the next do not run together), without Mantine's generated <style> elements.
 */
export function visibleText(container: HTMLElement): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}

export async function renderStaticPage(page: ReactElement, language: StaticLanguage) {
  const { i18n, missing } = await createStaticI18n(language);
  const view = render(
    <MantineProvider withGlobalClasses={false}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{page}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...view, i18n, missing };
}

// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fairhub/shared/constants';

const localesDir = join(__dirname, '..', 'locales');
const srcDir = join(__dirname, '..');

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Plural forms differ per language (en: one/other; pl: one/few/many/other): compare their base key. */
const basePluralKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function keysOf(language: string, namespace: string): Set<string> {
  const file = join(localesDir, language, `${namespace}.json`);
  return new Set(
    flatten(JSON.parse(readFileSync(file, 'utf8')))
      .filter(Boolean)
      .map(basePluralKey),
  );
}

const namespaces = [...new Set(LANGUAGES.flatMap((language) => readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'))))].map((file) =>
  file.replace(/\.json$/, ''),
);

describe('translations', () => {
  it('have the common namespace', () => {
    expect(namespaces).toContain('common');
  });

  it.each(namespaces)('namespace %s exists in every language with the same keys', (namespace) => {
    const [first, ...others] = LANGUAGES.map((language) => ({ language, keys: keysOf(language, namespace) }));
    for (const other of others) {
      const missingInOther = [...first!.keys].filter((key) => !other.keys.has(key));
      const missingInFirst = [...other.keys].filter((key) => !first!.keys.has(key));
      expect(missingInOther, `missing in ${other.language}/${namespace}.json`).toEqual([]);
      expect(missingInFirst, `missing in ${first!.language}/${namespace}.json`).toEqual([]);
    }
  });

  it('every literal t() key of the app (outside the static pages) is in the namespaces its file asks for', () => {
    const keysByNamespace = new Map(namespaces.map((namespace) => [namespace, keysOf('en', namespace)]));
    /** `useTranslation()` is common; `useTranslation('codes')` adds codes: a key must be in one of them. */
    const namespacesOf = (text: string) => {
      const used = new Set<string>();
      for (const match of text.matchAll(/useTranslation\(\s*(?:'([a-zA-Z0-9_-]+)')?/g)) used.add(match[1] ?? 'common');
      return used.size ? [...used] : ['common'];
    };
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (!path.includes('static-pages') && name !== 'locales') walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(srcDir);
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fileNamespaces = namespacesOf(text);
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = basePluralKey(match[1]!);
        if (!fileNamespaces.some((namespace) => keysByNamespace.get(namespace)?.has(key))) missing.push(`${relative(srcDir, file)}: ${match[1]}`);
      }
      for (const match of text.matchAll(/(?:labelKey|headingKey|i18nKey)[:=]\s*["']([a-zA-Z0-9_.-]+)["']/g)) {
        if (!fileNamespaces.some((namespace) => keysByNamespace.get(namespace)?.has(match[1]!))) missing.push(`${relative(srcDir, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fairhub/shared/constants';
import { CODE_SELECT_KEYS, type CodeSelectNamespace } from './code-select.tsx';

const namespaces: CodeSelectNamespace[] = ['events', 'directory'];

/** The filter reads its words by key from the page's namespace, out of reach of the literal t() key check. */
describe('CodeSelect words', () => {
  it.each(LANGUAGES.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const)))('are all in %s/%s.json', (language, namespace) => {
    const file: unknown = JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', language, `${namespace}.json`), 'utf8'));
    for (const key of Object.values(CODE_SELECT_KEYS)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), file);
      expect(typeof value === 'string' && value.length > 0, `${language}/${namespace}.json: ${key}`).toBe(true);
    }
  });
});

import type { TFunction } from 'i18next';

/**
 * Reads an array of strings from the `static` namespace. A missing key comes back as the key
 * itself (one item), so the missing-key checks in the tests still see it.
 */
export function translatedList(t: TFunction<'static'>, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string');
  }
  return typeof value === 'string' ? [value] : [];
}

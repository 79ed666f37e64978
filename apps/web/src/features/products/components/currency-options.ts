import { displayNames } from '../../../lib/intl-formats.ts';
/**
 * The currencies the price select offers: the euro and the złoty first (most of Fairhub's companies
 * price in them), then the other currencies of Europe's trade and the world's main ones. The API
 * takes any ISO 4217 code; a product saved with another keeps it in the list.
 */
export const COMMON_CURRENCIES = [
  'EUR',
  'PLN',
  'USD',
  'GBP',
  'CHF',
  'CZK',
  'SEK',
  'NOK',
  'DKK',
  'HUF',
  'RON',
  'BGN',
  'UAH',
  'TRY',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
] as const;

/** "EUR — Euro", "PLN — złoty polski": the code first, as people type it, then its name in the page's language. */
export function currencyOptions(language: string, extra?: string | null): { value: string; label: string }[] {
  const codes: string[] = [...COMMON_CURRENCIES];
  if (extra && !codes.includes(extra)) codes.push(extra);
  let names: Intl.DisplayNames | undefined;
  try {
    names = displayNames([language], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

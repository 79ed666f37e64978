import { numberFormat } from './intl-formats.ts';
/**
 * A price as the reader writes it: "€1,250.00", "1250,00 zł". Without a currency (or with one Intl
 * does not know) the number is shown with the code after it.
 */
export function formatPrice(price: string, currency: string | null, language: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return currency ? `${price} ${currency}` : price;
  if (currency) {
    try {
      return numberFormat(language, { style: 'currency', currency }).format(amount);
    } catch {
      return `${numberFormat(language).format(amount)} ${currency}`;
    }
  }
  return numberFormat(language).format(amount);
}

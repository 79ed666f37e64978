/**
 * EU VAT identifier formats by country prefix (the VIES formats), and the Polish NIP checksum.
 * Elsewhere a VAT id is free text.
 */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** Greece uses EL as its VAT prefix although its ISO code is GR. */
const VAT_PREFIX_BY_COUNTRY: Record<string, string> = { GR: 'EL' };

export function normalizeVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidPolishNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/**
 * The stored form of a VAT id: upper-case without separators, and for an EU country with its
 * prefix (people often type the bare number, e.g. a Polish NIP).
 */
export function canonicalVatId(raw: string, countryCode: string): string {
  const vatId = normalizeVatId(raw);
  const prefix = VAT_PREFIX_BY_COUNTRY[countryCode] ?? countryCode;
  if (!EU_VAT_FORMATS[prefix] || vatId.startsWith(prefix)) return vatId;
  return `${prefix}${vatId}`;
}

/**
 * Checks a VAT id against the company's country. For an EU country the id must match that
 * country's format, with or without its prefix (a Polish NIP also passes its checksum); elsewhere
 * any text up to 32 characters is accepted. Returns an error code or null.
 */
export function vatIdError(raw: string, countryCode: string): string | null {
  const prefix = VAT_PREFIX_BY_COUNTRY[countryCode] ?? countryCode;
  const format = EU_VAT_FORMATS[prefix];
  const vatId = canonicalVatId(raw, countryCode);
  if (!format) return vatId.length <= 32 ? null : 'vat_invalid';
  if (!format.test(vatId)) return 'vat_invalid_format';
  if (prefix === 'PL' && !isValidPolishNip(vatId.slice(2))) return 'vat_invalid_checksum';
  return null;
}

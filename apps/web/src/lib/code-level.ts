/** The level of a NACE code from its form: section "C" 1, division "25" 2, group "25.1" 3, class "25.11" 4. */
export function codeLevel(code: string): number {
  if (/^[A-Z]$/i.test(code)) return 1;
  if (/^\d{2}$/.test(code)) return 2;
  if (/^\d{2}\.\d$/.test(code)) return 3;
  return 4;
}

/** Only same-site paths are followed after login ("/panel", not "//evil.example" or "https://…"). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

import { z } from './zod.ts';

/** The validation rules (docs/product.md, Validation). Messages are i18n keys under `validation.` in the web app. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 20_000;
/** No text in any request may be longer than the longest field (a description). */
export const INPUT_TEXT_MAX = DESCRIPTION_MAX;

export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(EMAIL_MAX, { error: 'email_too_long' })
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'email_invalid' }))
  .transform((email) => email.toLowerCase());

/**
 * The length rule, checked in forms and by the API alike. The server also refuses passwords that are
 * easy to guess (breached lists, common words and names, the person's own details: 400
 * `password_common`), with a scorer too large to ship to browsers.
 */
export const passwordSchema = z
  .string({ error: 'password_required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });

/** Names and titles are one line: no tab or line break inside (other control characters no text may hold). */
export const SINGLE_LINE = /^[^\t\n\r]*$/;

export const nameSchema = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(NAME_MAX, { error: 'name_too_long' })
  .regex(SINGLE_LINE, { error: 'control_character' });

export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'text_too_long' })
    .optional()
    .transform((value) => (value ? value : undefined));

/** A password may not be the account's own e-mail address. */
export function passwordDiffersFromEmail<T extends { email: string; password: string }>(value: T) {
  return value.password.trim().toLowerCase() !== value.email.trim().toLowerCase();
}

/** One-time link tokens are 43 characters of base64url (256 random bits). */
export const linkTokenSchema = z.string({ error: 'token_invalid' }).regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'token_invalid' });

import { isApiError } from './api-error.ts';

/** Problem and OAuth codes with their own sentence under `errors.` in the common namespace. */
export const KNOWN_ERROR_CODES = [
  'invalid_grant',
  'invalid_client',
  'email_not_confirmed',
  'token_invalid',
  'no_company',
  'already_in_company',
  'login_required',
  'validation_failed',
  'contacts_limit',
] as const;

/**
 * The i18n key of the sentence a user sees for an error: never a raw status code. A known code
 * wins; otherwise the status decides; a network failure has its own sentence.
 */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.unexpected';
  const code = error.code;
  if (code && (KNOWN_ERROR_CODES as readonly string[]).includes(code)) return `errors.${code}`;
  if (error.status === 0) return 'errors.network';
  if (error.status === 400) return 'errors.bad_request';
  if (error.status === 401) return 'errors.unauthorized';
  if (error.status === 403) return 'errors.forbidden';
  if (error.status === 404) return 'errors.not_found';
  if (error.status === 409) return 'errors.conflict';
  if (error.status === 422) return 'errors.unprocessable';
  if (error.status === 429) return 'errors.rate_limited';
  if (error.status === 503) return 'errors.busy';
  if (error.status >= 500) return 'errors.server';
  return 'errors.unexpected';
}

/** An OAuth `invalid_grant` whose description says the password was right but the account is unconfirmed. */
export function isUnconfirmedAccount(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'email_not_confirmed') return true;
  return error.oauth?.error === 'invalid_grant' && /not confirmed/i.test(error.oauth.error_description ?? '');
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Puts the server's field errors onto the form's fields. Returns true when at least one landed on
 * a known field, so the caller shows no extra general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  let landed = false;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.code }, { shouldFocus: !landed });
    landed = true;
  }
  return landed;
}

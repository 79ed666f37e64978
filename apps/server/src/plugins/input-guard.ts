import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@fairhub/shared/problem';
import { INPUT_TEXT_MAX } from '@fairhub/shared/validation';
import { badRequest, fieldMessage } from '../lib/problems.ts';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 controls and DEL, except tab, line feed and carriage return (text areas may hold those). */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Query strings and path segments are single-line: no control character at all. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */

type Part = 'querystring' | 'params' | 'body';

function checkStrings(value: unknown, path: string[], part: Part, errors: FieldError[]) {
  if (errors.length >= 20) return;
  if (typeof value === 'string') {
    const field = path.join('.') || part;
    if ((part === 'body' ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value)) errors.push({ field, code: 'control_character', message: fieldMessage('control_character') });
    else if (value.length > INPUT_TEXT_MAX) errors.push({ field, code: 'text_too_long', message: fieldMessage('text_too_long') });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkStrings(item, [...path, String(index)], part, errors));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (part !== 'body' && CONTROL_IN_LINE.test(key)) errors.push({ field: part, code: 'control_character', message: fieldMessage('control_character') });
      checkStrings(item, [...path, key], part, errors);
    }
  }
}

/** Field errors for every string in the request's query, path and JSON body that no field may hold. */
export function inputTextErrors(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): FieldError[] {
  const errors: FieldError[] = [];
  checkStrings(request.query, [], 'querystring', errors);
  checkStrings(request.params, [], 'params', errors);
  checkStrings(request.body, [], 'body', errors);
  return errors;
}

/**
 * A floor under every route's own schema: no text anywhere may carry control characters (a NUL
 * cannot even be stored in PostgreSQL) or run past the longest text any field accepts. Each
 * field's schema then applies its own, tighter limits; this catches what a schema forgets.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors = inputTextErrors(request);
    if (errors.length === 0) return;
    const detail = errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : `${errors.length} fields are not valid: ${errors.map((error) => error.field).join(', ')}.`;
    throw badRequest(detail, 'validation_failed', errors);
  });
}

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

/** No request has a reason to nest deeper; deeper JSON is refused before anything walks it. */
export const NESTING_MAX = 32;
const MAX_ERRORS = 20;

/** Walks one part without recursion (a deep body must not exhaust the stack), collecting field errors. */
function checkPart(root: unknown, part: Part, errors: FieldError[]) {
  const control = part === 'body' ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const { value, path, depth } = stack.pop()!;
    const field = path || part;
    if (typeof value === 'string') {
      if (control.test(value)) errors.push({ field, code: 'control_character', message: fieldMessage('control_character') });
      else if (value.length > INPUT_TEXT_MAX) errors.push({ field, code: 'text_too_long', message: fieldMessage('text_too_long') });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= NESTING_MAX) {
      errors.push({ field, code: 'nesting_too_deep', message: fieldMessage('nesting_too_deep') });
      continue;
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, item] of entries) {
      if (part !== 'body' && CONTROL_IN_LINE.test(key)) errors.push({ field: part, code: 'control_character', message: fieldMessage('control_character') });
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

/** Field errors for every string in the request's query, path and JSON body that no field may hold. */
export function inputTextErrors(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): FieldError[] {
  const errors: FieldError[] = [];
  checkPart(request.query, 'querystring', errors);
  checkPart(request.params, 'params', errors);
  checkPart(request.body, 'body', errors);
  return errors;
}

/**
 * A floor under every route's own schema: no text anywhere may carry control characters (a NUL
 * cannot even be stored in PostgreSQL) or run past the longest text any field accepts, and no JSON
 * may nest deeper than NESTING_MAX. Each
 * field's schema then applies its own, tighter limits; this catches what a schema forgets.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors = inputTextErrors(request);
    if (errors.length === 0) return;
    const detail =
      errors.length === 1
        ? `${errors[0]!.field}: ${errors[0]!.message}`
        : `${errors.length} fields are not valid: ${errors.map((error) => error.field).join(', ')}.`;
    throw badRequest(detail, 'validation_failed', errors);
  });
}

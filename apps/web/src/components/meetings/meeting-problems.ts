import { MEETING_PROBLEM_CODES } from '@fairhub/shared/meetings';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';

/** Field codes of the meetings API with a sentence of their own (`meetings:problems.<code>`). */
const FIELD_CODES = ['online_url_required', 'online_url_invalid', 'agenda_too_long', 'reason_too_long', 'date_range_too_long'] as const;

/**
 * The sentence for a refusal of the meetings API: its own codes (and the field codes it names) under
 * `meetings:problems.`, anything else the common sentence for its status (namespaced, so any `t` reads it).
 */
export function meetingProblemKey(error: unknown): string {
  if (isApiError(error)) {
    const codes = [error.code, ...error.fieldErrors.map((issue) => issue.code)];
    for (const code of codes) {
      if (code && ((MEETING_PROBLEM_CODES as readonly string[]).includes(code) || (FIELD_CODES as readonly string[]).includes(code)))
        return `meetings:problems.${code}`;
    }
  }
  return `common:${errorMessageKey(error)}`;
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';

/** The organizer problems with a sentence of their own (events namespace, `problems.<code>`). */
const ORGANIZER_PROBLEMS = ['not_organizer', 'venue_in_use', 'event_not_draft', 'event_needs_place', 'event_not_editable', 'event_not_cancellable'];

/** What went wrong, for a toast: the organizer problem's own sentence, else the general one for the status. */
export function useProblemSentence() {
  const { t } = useTranslation('events');
  return useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : undefined;
      if (code && ORGANIZER_PROBLEMS.includes(code)) return t(`problems.${code}`);
      return t(errorMessageKey(error), { ns: 'common' });
    },
    [t],
  );
}

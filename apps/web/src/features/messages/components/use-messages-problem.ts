import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';

/**
 * The sentence for a refused messaging action: this area's own words for a code or status
 * (`problems.<code>`, `problems.status<status>`: a refusal to deliver is neutral and tells nothing
 * more, docs/decisions.md "Messages"), else a field error's validation sentence, else the general one for its status.
 */
export function useMessagesProblem() {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        const code = error.code;
        if (code && i18n.exists(`messages:problems.${code}`)) return t(`problems.${code}`);
        const field = error.fieldErrors[0];
        if (field && i18n.exists(`messages:problems.${field.code}`)) return t(`problems.${field.code}`);
        if (field && i18n.exists(`common:validation.${field.code}`)) return t(`common:validation.${field.code}`);
        if (i18n.exists(`messages:problems.status${error.status}`)) return t(`problems.status${error.status}`);
      }
      return t(`common:${errorMessageKey(error)}`);
    },
    [t, i18n],
  );
}

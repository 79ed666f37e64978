import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';

/**
 * The sentence for a refused team action: the problem's own code when this area words it
 * (`problems.<code>` in the company namespace: "the last owner cannot leave", "already invited"…),
 * else a field error's validation sentence, else the general one for its status.
 */
export function useProblemSentence() {
  const { t, i18n } = useTranslation('company');
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        const code = error.code;
        if (code && i18n.exists(`company:problems.${code}`)) return t(`problems.${code}`);
        const field = error.fieldErrors[0];
        if (field && i18n.exists(`common:validation.${field.code}`)) return t(`common:validation.${field.code}`);
      }
      return t(`common:${errorMessageKey(error)}`);
    },
    [t, i18n],
  );
}

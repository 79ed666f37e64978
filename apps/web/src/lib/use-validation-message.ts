import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a validation code (from the shared zod schemas or the server) into a sentence. */
export function useValidationMessage() {
  const { t } = useTranslation();
  return useCallback((code: string | undefined) => (code ? t(`validation.${code}`, { defaultValue: t('validation.invalid') }) : undefined), [t]);
}

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { errorMessageKey } from '../lib/problem-messages.ts';

/**
 * The sentence for a failed submit, above the form. Errors that name fields are shown on those
 * fields instead, so this stays empty for them.
 */
export function FormFailure({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  if (!error || (isApiError(error) && error.fieldErrors.length > 0)) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {t(errorMessageKey(error))}
    </Alert>
  );
}

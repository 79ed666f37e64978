import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes: a dialog for moves inside the app (links, Back),
 * the browser's own prompt for closing or reloading the tab. A change of the query string alone
 * (a tab or an anchor on the same page) passes.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value here to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  useEffect(() => {
    // The form was saved or reset while the dialog was open: let the move go through.
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('forms.unsaved.title')}
      message={t('forms.unsaved.message')}
      confirmLabel={t('forms.unsaved.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

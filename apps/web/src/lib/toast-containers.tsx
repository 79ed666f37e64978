import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { TOAST_POSITIONS } from '@fairhub/shared/constants';
import { containerSettings } from './toast-settings.ts';
import { signalContainersReady } from './toast-host-store.ts';

/**
 * Six containers, one per position; each shows at most 20 toasts. Each is a landmark, so each gets
 * its own name ("Notifications, top right"), not react-toastify's shared default.
 */
export function ToastContainers() {
  const { t } = useTranslation();
  useEffect(() => {
    signalContainersReady();
  }, []);
  return (
    <>
      {TOAST_POSITIONS.map((position) => (
        <ToastContainer key={position} {...containerSettings(position)} aria-label={t('toasts.region', { position: t(`toasts.positions.${position}`) })} />
      ))}
    </>
  );
}

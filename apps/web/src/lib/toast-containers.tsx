import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_POSITIONS } from '@fairhub/shared/constants';
import { containerSettings } from './toast-settings.ts';
import { signalContainersReady } from './toast-host-store.ts';

/** Six containers, one per position; each shows at most 20 toasts. */
export function ToastContainers() {
  useEffect(() => {
    signalContainersReady();
  }, []);
  return (
    <>
      {TOAST_POSITIONS.map((position) => (
        <ToastContainer key={position} {...containerSettings(position)} />
      ))}
    </>
  );
}

import { toastSettings, type ToastPlace, type ToastType } from './toast-settings.ts';
import { containersReady, useToastHost } from './toast-host-store.ts';

/**
 * Shows a toast of a type at a position (top-right unless told), with the client rules' settings.
 * react-toastify and its six containers load on the first toast, so the first page stays light.
 */
export function showToast(type: ToastType, message: string, position?: ToastPlace): Promise<void> {
  useToastHost.getState().want();
  return Promise.all([import('react-toastify'), containersReady]).then(([{ toast }]) => {
    toast(message, toastSettings(type, position));
  });
}

export const notify = {
  success: (message: string, position?: ToastPlace) => showToast('success', message, position),
  error: (message: string, position?: ToastPlace) => showToast('error', message, position),
  warning: (message: string, position?: ToastPlace) => showToast('warning', message, position),
  info: (message: string, position?: ToastPlace) => showToast('info', message, position),
  default: (message: string, position?: ToastPlace) => showToast('default', message, position),
};

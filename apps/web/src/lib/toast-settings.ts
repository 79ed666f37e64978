import type { ToastContainerProps, ToastOptions, ToastPosition } from 'react-toastify';
import {
  DEFAULT_TOAST_POSITION,
  DEFAULT_TOAST_TIMEOUT_MS,
  ERROR_TOAST_TIMEOUT_MS,
  MAX_TOASTS_PER_POSITION,
  SUCCESS_TOAST_TIMEOUT_MS,
  TOAST_DRAG_DISMISS_PERCENT,
  type TOAST_POSITIONS,
  type TOAST_TYPES,
} from '@fairhub/shared/constants';

export type ToastType = (typeof TOAST_TYPES)[number];
export type ToastPlace = (typeof TOAST_POSITIONS)[number];

/** One container per position; a toast names the container of its position. */
export function containerSettings(position: ToastPlace): ToastContainerProps {
  return {
    containerId: position,
    position: position as ToastPosition,
    autoClose: DEFAULT_TOAST_TIMEOUT_MS,
    limit: MAX_TOASTS_PER_POSITION,
    draggable: true,
    draggablePercent: TOAST_DRAG_DISMISS_PERCENT,
    newestOnTop: position.startsWith('bottom') ? false : true,
    closeOnClick: false,
    pauseOnHover: true,
    pauseOnFocusLoss: true,
    theme: 'light',
  };
}

/** Client rules, Errors, Constants: the per-type settings of a toast. */
export function toastSettings(type: ToastType, position: ToastPlace = DEFAULT_TOAST_POSITION): ToastOptions {
  const base: ToastOptions = { containerId: position, position: position as ToastPosition, type };
  switch (type) {
    case 'error':
      return { ...base, autoClose: ERROR_TOAST_TIMEOUT_MS, closeButton: false, hideProgressBar: true, role: 'alert' };
    case 'success':
      return { ...base, autoClose: SUCCESS_TOAST_TIMEOUT_MS, hideProgressBar: true };
    default:
      return { ...base, autoClose: DEFAULT_TOAST_TIMEOUT_MS };
  }
}

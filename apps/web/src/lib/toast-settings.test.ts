// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOAST_POSITIONS } from '@fairhub/shared/constants';
import { containerSettings, toastSettings } from './toast-settings.ts';

describe('toast settings (client rules: Errors, Constants)', () => {
  it('error toasts stay 10 s with no close button and no progress bar', () => {
    expect(toastSettings('error')).toMatchObject({ type: 'error', autoClose: 10_000, closeButton: false, hideProgressBar: true });
  });

  it('success toasts stay 3 s with the progress bar hidden', () => {
    expect(toastSettings('success')).toMatchObject({ type: 'success', autoClose: 3_000, hideProgressBar: true });
  });

  it.each(['warning', 'info', 'default'] as const)('%s toasts use the default 5 s', (type) => {
    const settings = toastSettings(type);
    expect(settings.autoClose).toBe(5_000);
    expect(settings.closeButton).toBeUndefined();
  });

  it('goes top-right by default, to the container of its position otherwise', () => {
    expect(toastSettings('info')).toMatchObject({ position: 'top-right', containerId: 'top-right' });
    expect(toastSettings('info', 'bottom-center')).toMatchObject({ position: 'bottom-center', containerId: 'bottom-center' });
  });

  it('has six containers, each limited to 20 toasts, dismissed by a 60% drag, 5 s by default', () => {
    expect(TOAST_POSITIONS).toHaveLength(6);
    for (const position of TOAST_POSITIONS) {
      expect(containerSettings(position)).toMatchObject({
        containerId: position,
        position,
        limit: 20,
        draggablePercent: 60,
        autoClose: 5_000,
      });
    }
  });
});

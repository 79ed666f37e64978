import { useState } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../lib/api/config.ts';
import { disablePush, enablePush, pushSupported } from '../../../lib/push/push-device.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

/**
 * Settings › "Notifications on this device": Web Push for this browser and session (new messages
 * while no window of Fairhub is open). Shown only when the server has push keys; a browser without
 * the Push API sees it switched off and disabled, with the reason.
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation('settings');
  const config = useRuntimeConfig();
  const endpoint = useSessionStore((state) => state.fcmToken);
  const [busy, setBusy] = useState(false);
  const publicKey = config.data?.pushPublicKey ?? null;
  if (!publicKey) return null;
  const supported = pushSupported();
  const on = supported && endpoint !== null && Notification.permission === 'granted';

  const flip = async (next: boolean) => {
    setBusy(true);
    try {
      if (!next) await disablePush();
      else if ((await enablePush(publicKey)) === 'denied') notify.error(t('notifications.device.denied'));
    } catch {
      notify.error(t('notifications.device.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      label={t('notifications.device.label')}
      description={supported ? t('notifications.device.hint') : t('notifications.device.unsupported')}
      checked={on}
      disabled={!supported || busy}
      onChange={(event) => void flip(event.currentTarget.checked)}
    />
  );
}

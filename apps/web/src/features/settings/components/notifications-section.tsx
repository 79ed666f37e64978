import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind, type ProfileSettings } from '@fairhub/shared/settings';
import { useUpdateNotificationPref } from '../api/settings.ts';
import { notify } from '../../../lib/toasts.ts';
import { SettingsSection } from './settings-section.tsx';
import { PushDeviceSwitch } from './push-device-switch.tsx';

/** Settings › E-mail notifications: a switch per kind of e-mail, saved as it is flipped. */
export function NotificationsSection({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotificationPref({ onFailure: () => void notify.error(t('notifications.failed')) });
  const flip = (kind: EmailPreferenceKind, enabled: boolean) => update.mutate({ kind, enabled });

  return (
    <SettingsSection id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      <Stack gap="md" role="group" aria-label={t('notifications.title')}>
        {EMAIL_PREFERENCE_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={t(`notifications.kinds.${kind}.label`)}
            description={t(`notifications.kinds.${kind}.hint`)}
            checked={settings.notificationPrefs[kind]}
            onChange={(event) => flip(kind, event.currentTarget.checked)}
          />
        ))}
        <PushDeviceSwitch />
      </Stack>
    </SettingsSection>
  );
}

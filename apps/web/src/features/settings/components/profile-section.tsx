import { useTranslation } from 'react-i18next';
import type { ProfileSettings } from '@fairhub/shared/settings';
import { SettingsSection } from './settings-section.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Settings › Profile. */
export function ProfileSection({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      <ProfileForm settings={settings} />
    </SettingsSection>
  );
}

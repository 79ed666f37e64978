import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/account/password-change-form.tsx';
import { sessionsQueryOptions } from '../api/sessions.ts';
import { SettingsSection } from './settings-section.tsx';

/** Settings › Password: the shared form; after a change the sessions list reads itself again (the others are logged out). */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <PasswordChangeForm onChanged={() => void client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey })} />
    </SettingsSection>
  );
}

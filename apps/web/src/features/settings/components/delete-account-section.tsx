import { useTranslation } from 'react-i18next';
import { DeleteAccountButton } from '../../../components/account/delete-account-button.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Settings › Delete account, the danger zone. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="delete-account" title={t('delete.title')} description={t('delete.description')} danger>
      <DeleteAccountButton />
    </SettingsSection>
  );
}

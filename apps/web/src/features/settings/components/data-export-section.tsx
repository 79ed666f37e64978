import { useTranslation } from 'react-i18next';
import { DataExportButton } from '../../../components/account/data-export-button.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Settings › Your data: everything kept about the user as one JSON file. */
export function DataExportSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="data" title={t('data.title')} description={t('data.description')}>
      <DataExportButton />
    </SettingsSection>
  );
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadExport } from '../api/download-export.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { notify } from '../../../lib/toasts.ts';
import { SettingsSection } from './settings-section.tsx';

/** Settings › Your data: everything kept about the user as one JSON file. */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const download = useDownloadExport();
  return (
    <SettingsSection id="data" title={t('data.title')} description={t('data.description')}>
      <FormFailure error={download.error} title={t('data.failed')} />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onSuccess: (file) => void notify.success(t('data.downloaded', { file })) })}
        w={{ base: '100%', xs: 'fit-content' }}
      >
        {t('data.download')}
      </Button>
    </SettingsSection>
  );
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadExport } from '../../lib/api/account.ts';
import { notify } from '../../lib/toasts.ts';
import { FormFailure } from '../form-failure.tsx';

/** "Download my data": everything kept about the user as one JSON file (GET profile/export), a failure shown above the button. */
export function DataExportButton() {
  const { t } = useTranslation('account');
  const download = useDownloadExport();
  return (
    <>
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
    </>
  );
}

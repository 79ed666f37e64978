import { Alert, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FRONT_END_VERSION, RELEASE_STAGE } from '@fairhub/shared/constants';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OutboxList } from '../components/outbox-list.tsx';
import { useRuntimeConfig } from '../../../lib/api/config.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';

/** /stuff: what is running (version, release stage, build) and, outside production, the mail outbox. */
export function StuffPage() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const rows: [string, string][] = [
    [t('dev.stuff.frontEndVersion'), FRONT_END_VERSION],
    [t('dev.stuff.serverVersion'), config.data?.version ?? '—'],
    [t('dev.stuff.releaseStage'), config.data?.releaseStage ?? RELEASE_STAGE],
    [t('dev.stuff.build'), config.data?.build ?? '—'],
    [t('dev.stuff.maps'), config.data ? (config.data.mapsKey ? t('dev.stuff.on') : t('dev.stuff.off')) : '—'],
    [t('dev.stuff.errorReporting'), config.data ? (config.data.errorReportingKey ? t('dev.stuff.on') : t('dev.stuff.off')) : '—'],
  ];
  return (
    <PageContainer title={t('dev.stuff.title')} intro={t('dev.stuff.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {config.isPending ? <PageLoader /> : null}
        {config.isError ? (
          <Alert color="red" role="alert" mb="md">
            {t(errorMessageKey(config.error))}
          </Alert>
        ) : null}
        <Table>
          <Table.Caption>{t('dev.stuff.caption')}</Table.Caption>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="45%">
                  {label}
                </Table.Th>
                <Table.Td>
                  <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {config.data?.showOutbox ? <OutboxList /> : config.data ? <Text c="dimmed">{t('dev.outbox.hidden')}</Text> : null}
    </PageContainer>
  );
}

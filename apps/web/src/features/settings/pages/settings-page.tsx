import { Alert, Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { useSettings } from '../api/settings.ts';
import { DataExportSection } from '../components/data-export-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { EmailSection } from '../components/email-section.tsx';
import { LanguageSection } from '../components/language-section.tsx';
import { NotificationsSection } from '../components/notifications-section.tsx';
import { PasswordSection } from '../components/password-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

/** /panel/settings (route `panel_settings`): the signed-in user's own settings, one section each. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  // The password, data and delete sections' strings (shared with onboarding) load with the page, not after the settings.
  useTranslation('account');
  const settings = useSettings();

  return (
    <PanelPage title={tCommon('panel.labels.settings')} intro={t('intro')} size="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SettingsNav ready={settings.isSuccess} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {settings.isPending ? (
            <Group gap="sm" role="status" py="xl">
              <Loader size="sm" aria-hidden />
              <Text>{t('loading')}</Text>
            </Group>
          ) : settings.isError ? (
            <Alert color="red" role="alert" title={t('loadFailed')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{tCommon(errorMessageKey(settings.error))}</Text>
                <Button size="xs" variant="default" onClick={() => void settings.refetch()} loading={settings.isFetching}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="lg">
              <ProfileSection settings={settings.data} />
              <EmailSection settings={settings.data} />
              <PasswordSection />
              <LanguageSection settings={settings.data} />
              <NotificationsSection settings={settings.data} />
              <SessionsSection />
              <DataExportSection />
              <DeleteAccountSection />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </PanelPage>
  );
}

import type { ReactNode } from 'react';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataExportButton } from '../../../components/account/data-export-button.tsx';
import { DeleteAccountButton } from '../../../components/account/delete-account-button.tsx';
import { PasswordChangeForm } from '../../../components/account/password-change-form.tsx';

interface AccountPartProps {
  id: string;
  title: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
}

/** One account action under "Your account": a small titled region (h3). */
function AccountPart({ id, title, description, danger, children }: AccountPartProps) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${id}-heading`}>
      <Stack gap={4}>
        <Title order={3} fz="md" id={`${id}-heading`} c={danger ? 'red.9' : undefined}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * Onboarding › Your account: what a user without a company can do to their account (the settings
 * page needs a company): change the password, download their data, delete the account.
 */
export function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="your-account-heading" bg="gray.0">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id="your-account-heading">
          {t('section.title')}
        </Title>
        <Text size="sm">{t('section.intro', { email })}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <AccountPart id="account-password" title={t('password.title')} description={t('password.description')}>
            <PasswordChangeForm secondary />
          </AccountPart>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xl">
            <AccountPart id="account-data" title={t('data.title')} description={t('data.description')}>
              <DataExportButton />
            </AccountPart>
            <AccountPart id="account-delete" title={t('delete.title')} description={t('delete.description')} danger>
              <DeleteAccountButton />
            </AccountPart>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

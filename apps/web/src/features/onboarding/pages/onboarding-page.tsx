import { Alert, Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { CompanyForm } from '../components/company-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';
import { selectCompanyUid, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

/** /panel/onboarding: a signed-in user without a company creates one (or waits for an invitation). */
export function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyUid = useSessionStore(selectCompanyUid);
  const companyName = useSessionStore((state) => state.user.userData?.company?.name);

  const onCreated = async () => {
    await reloadProfile();
    notify.success(t('onboarding.created'));
    await navigate(paths.panel);
  };

  if (companyUid) {
    return (
      <PageContainer title={t('panel.labels.onboarding')} size="sm">
        <Alert color="green" role="status">
          {t('onboarding.alreadyMember', { company: companyName ?? '' })}{' '}
          <Anchor component={Link} to={paths.panel} inherit>
            {t('onboarding.toDashboard')}
          </Anchor>
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer title={t('panel.labels.onboarding')} intro={t('onboarding.intro')} size="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="lg" mb="md">
            {t('onboarding.formTitle')}
          </Title>
          <CompanyForm onCreated={onCreated} />
        </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Paper withBorder p="lg" bg="gray.0">
            <Title order={2} fz="md" mb="xs">
              {t('onboarding.whyTitle')}
            </Title>
            <List size="sm" spacing="xs">
              <List.Item>{t('onboarding.why1')}</List.Item>
              <List.Item>{t('onboarding.why2')}</List.Item>
              <List.Item>{t('onboarding.why3')}</List.Item>
            </List>
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} fz="md" mb="xs">
              {t('onboarding.invitedTitle')}
            </Title>
            <Text size="sm">{t('onboarding.invitedBody')}</Text>
          </Paper>
        </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}

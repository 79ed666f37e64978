import { useState } from 'react';
import { Alert, Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { AccountSection } from '../components/account-section.tsx';
import { CompanyForm } from '../components/company-form.tsx';
import { InvitationsHeading, MyInvitations, MyInvitationsSkeleton } from '../components/my-invitations.tsx';
import { useMyInvitations } from '../api/my-invitations.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';
import { selectCompanyUid, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';

/**
 * /panel/onboarding: a signed-in user without a company joins one they were invited to (invitations
 * to their e-mail come first) or creates their own. Below, "Your account": the password, data and
 * delete actions, as the settings page (which needs a company) is out of reach until then.
 */
export function OnboardingPage() {
  const { t } = useTranslation('company');
  // The account section's strings load with the page.
  useTranslation('account');
  const navigate = useNavigate();
  const companyUid = useSessionStore(selectCompanyUid);
  const companyName = useSessionStore((state) => state.user.userData?.company?.name);
  const email = useSessionStore((state) => state.user.userData?.email ?? '');
  // Set once the user has a company through this page: the session then knows it, but the page stays
  // as it is (not "you already belong…") until the panel opens.
  const [entering, setEntering] = useState(false);

  const invitations = useMyInvitations(!companyUid && !entering);
  const invited = invitations.data?.items ?? [];

  const onCreated = async () => {
    setEntering(true);
    await reloadProfile();
    void notify.success(t('onboarding.created'));
    await navigate(paths.panel);
  };

  const onJoined = async (company: { name: string }) => {
    setEntering(true);
    await reloadProfile();
    void notify.success(t('onboarding.joined', { company: company.name }));
    await navigate(paths.panel);
  };

  if (companyUid && !entering) {
    return (
      <PageContainer title={t('common:panel.labels.onboarding')} size="sm">
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
    <PageContainer title={t('common:panel.labels.onboarding')} intro={t('onboarding.intro')} size="lg">
      {invited.length > 0 ? (
        <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="my-invitations-heading" bg="blue.0">
          <InvitationsHeading />
          <Text size="sm" mb="md">
            {t('onboarding.invitationsIntro', { count: invited.length })}
          </Text>
          <MyInvitations invitations={invited} onJoined={onJoined} />
        </Paper>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="create-company-heading">
            <Title order={2} fz="lg" mb="md" id="create-company-heading">
              {t(invited.length > 0 ? 'onboarding.formTitleOr' : 'onboarding.formTitle')}
            </Title>
            <CompanyForm onCreated={onCreated} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {invited.length === 0 ? (
              <Paper component="section" withBorder p="lg" aria-labelledby="my-invitations-heading">
                <InvitationsHeading />
                {invitations.isPending ? <MyInvitationsSkeleton /> : <Text size="sm">{t('onboarding.invitationsEmpty', { email })}</Text>}
              </Paper>
            ) : null}
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
          </Stack>
        </Grid.Col>
      </Grid>
      <AccountSection email={email} />
    </PageContainer>
  );
}

import { Anchor, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useMyCompany } from '../api/my-company.ts';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { CompanyProfileView } from '../components/company-profile-view.tsx';
import { TeamSection } from '../components/team-section.tsx';
import { isCompanyAdmin } from '../components/team-rules.ts';

/** /panel/company: the company profile (owners and admins edit, members read) and the team. */
export function CompanyPage() {
  const { t, i18n } = useTranslation('company');
  const company = useMyCompany(i18n.language);
  const title = t('common:panel.labels.company');

  if (company.isPending) {
    return (
      <PageContainer title={title}>
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('profile.loading')}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={220} />
          <Skeleton height={160} />
        </Stack>
      </PageContainer>
    );
  }
  if (company.isError) {
    return (
      <PageContainer title={title}>
        <LoadError onRetry={() => void company.refetch()} retrying={company.isFetching} />
      </PageContainer>
    );
  }

  const data = company.data;
  const editable = isCompanyAdmin(data.role);
  return (
    <PageContainer title={title} intro={t(editable ? 'profile.introAdmin' : 'profile.introMember')}>
      <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="profile-heading">
        <Group justify="space-between" align="baseline" mb="lg" gap="xs">
          <Title order={2} fz="xl" id="profile-heading">
            {t('profile.title')}
          </Title>
          <Anchor component={Link} to={data.publicPath} fw={600} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('profile.publicPage')}
              <IconEye size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {editable ? <CompanyProfileForm key={data.uid} company={data} /> : <CompanyProfileView company={data} />}
      </Paper>
      <TeamSection company={data} />
    </PageContainer>
  );
}

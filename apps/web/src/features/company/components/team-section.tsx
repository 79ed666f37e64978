import { Divider, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fairhub/shared/companies';
import { InvitationsSection } from './invitations-section.tsx';
import { LeaveCompany } from './leave-company.tsx';
import { MembersSection } from './members-section.tsx';
import { isCompanyAdmin } from './team-rules.ts';

/** The team part of /panel/company: people, invitations (owners and admins) and leaving. */
export function TeamSection({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const admin = isCompanyAdmin(company.role);
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="team-heading">
      <Title order={2} fz="xl" id="team-heading" mb="lg">
        {t('team.title')}
      </Title>
      <Stack gap="xl">
        <MembersSection callerRole={company.role} companyName={company.name} />
        {admin ? (
          <>
            <Divider />
            <InvitationsSection callerRole={company.role} />
          </>
        ) : null}
        <Divider />
        <LeaveCompany companyName={company.name} callerRole={company.role} />
      </Stack>
    </Paper>
  );
}

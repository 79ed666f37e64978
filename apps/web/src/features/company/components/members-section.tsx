import { useState } from 'react';
import { Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { Member, MemberListQuery } from '@fairhub/shared/team';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { notify } from '../../../lib/toasts.ts';
import { useMembers, useRemoveMember, useUpdateMemberRole } from '../api/members.ts';
import { MemberRow, memberName } from './member-row.tsx';
import { useProblemSentence } from './use-problem-sentence.ts';

export const MEMBERS_PER_PAGE = 10;

/** The company's people: everyone sees them; owners and admins change roles and remove people. */
export function MembersSection({ callerRole, companyName }: { callerRole: CompanyRole; companyName: string }) {
  const { t } = useTranslation('company');
  const sentence = useProblemSentence();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query: MemberListQuery = { ...(q ? { q } : {}), sort: 'role', page, perPage: MEMBERS_PER_PAGE };
  const members = useMembers(query);
  const changeRole = useUpdateMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  const total = members.data?.total ?? 0;
  const showSearch = Boolean(q) || total > MEMBERS_PER_PAGE;

  const onRoleChange = (member: Member, role: CompanyRole) => {
    changeRole.mutate(
      { uid: member.uid, role },
      {
        onSuccess: () => void notify.success(t('team.roleChanged', { name: memberName(member), role: t(`common:roles.${role}`) })),
        onError: (error) => void notify.error(sentence(error)),
      },
    );
  };

  const confirmRemove = () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    remove.mutate(member.uid, {
      onSuccess: () => void notify.success(t('team.removed', { name: memberName(member) })),
      onError: (error) => void notify.error(sentence(error)),
    });
  };

  return (
    <Box component="section" aria-labelledby="team-members-heading">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={3} fz="lg" id="team-members-heading">
          {t('team.membersTitle')}
        </Title>
        {members.data ? (
          <Text size="sm" c="dimmed">
            {t('team.membersCount', { count: total })}
          </Text>
        ) : null}
      </Group>
      {showSearch ? (
        <Box mb="sm" maw={420}>
          <SearchField
            label={t('team.search')}
            placeholder={t('team.searchPlaceholder')}
            value={q}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </Box>
      ) : null}
      {members.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('team.loading')}>
          {[0, 1, 2].map((index) => (
            <Group key={index} gap="sm">
              <Skeleton circle height={38} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="40%" />
                <Skeleton height={12} width="60%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : members.isError ? (
        <LoadError onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : members.data.items.length === 0 ? (
        <Text c="dimmed" py="sm">
          {t('team.noMatch', { q })}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('team.membersTitle')}>
          {members.data.items.map((member, index) => (
            <Box key={member.uid} component="li" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
              <MemberRow member={member} callerRole={callerRole} onRoleChange={onRoleChange} onRemove={setRemoving} />
            </Box>
          ))}
        </Stack>
      )}
      {members.data ? <ResultPager page={page} perPage={MEMBERS_PER_PAGE} total={total} onChange={setPage} /> : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('team.removeTitle')}
        message={removing ? t('team.removeMessage', { name: memberName(removing), company: companyName }) : ''}
        confirmLabel={t('team.remove')}
        danger
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}

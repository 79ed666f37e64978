import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Page } from '@fairhub/shared/paging';
import { LoadError } from '../catalogue/list-states.tsx';
import { ResultPager } from '../catalogue/result-pager.tsx';

interface InvitationListProps<Item extends { uid: string }> {
  headingId: string;
  headingOrder: 2 | 3;
  texts: { title: string; invite: string; loading: string; empty: string };
  onInvite: () => void;
  invitations: UseQueryResult<Page<Item>>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  renderRow: (invitation: Item) => ReactNode;
  /** The invite form and the revoke confirmation. */
  children?: ReactNode;
}

/** A section of open invitations: its heading with the invite button, loading, error and empty states, the rows and a pager. */
export function InvitationList<Item extends { uid: string }>({
  headingId,
  headingOrder,
  texts,
  onInvite,
  invitations,
  page,
  perPage,
  onPage,
  renderRow,
  children,
}: InvitationListProps<Item>) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={headingOrder} fz="lg" id={headingId}>
          {texts.title}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onInvite}>
          {texts.invite}
        </Button>
      </Group>
      {invitations.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={texts.loading}>
          <Skeleton height={14} width="50%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      ) : invitations.isError ? (
        <LoadError onRetry={() => void invitations.refetch()} retrying={invitations.isFetching} />
      ) : invitations.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {texts.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
          {invitations.data.items.map((invitation, index) => (
            <Box key={invitation.uid} component="li" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
              {renderRow(invitation)}
            </Box>
          ))}
        </Stack>
      )}
      {invitations.data ? <ResultPager page={page} perPage={perPage} total={invitations.data.total} onChange={onPage} /> : null}
      {children}
    </Box>
  );
}

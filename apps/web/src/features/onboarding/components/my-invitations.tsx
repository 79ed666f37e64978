import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { MyInvitation } from '@fairhub/shared/team';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { useAcceptMyInvitation } from '../api/my-invitations.ts';

interface MyInvitationsProps {
  invitations: MyInvitation[];
  onJoined: (company: { name: string }) => Promise<void> | void;
}

/** Invitations to the signed-in user's e-mail, each with "Join". */
export function MyInvitations({ invitations, onJoined }: MyInvitationsProps) {
  const { t, i18n } = useTranslation('company');
  const accept = useAcceptMyInvitation();

  const join = async (invitation: MyInvitation) => {
    let joined;
    try {
      joined = await accept.mutateAsync(invitation.uid);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      void notify.error(code && i18n.exists(`company:problems.${code}`) ? t(`problems.${code}`) : t(`common:${errorMessageKey(error)}`));
      return;
    }
    await onJoined(joined.company);
  };

  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('onboarding.invitationsTitle')}>
      {invitations.map((invitation) => (
        <Paper key={invitation.uid} component="li" withBorder p="md">
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
              <IconBuildingCommunity size={28} stroke={1.5} aria-hidden color="var(--mantine-color-blue-8)" style={{ flexShrink: 0 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {invitation.company.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {invitation.invitedBy
                    ? t('onboarding.invitedAsBy', { role: t(`roles.${invitation.role}`), name: invitation.invitedBy })
                    : t('onboarding.invitedAs', { role: t(`roles.${invitation.role}`) })}
                  {' · '}
                  {t('onboarding.invitationExpires', { date: formatDate(invitation.expiresAt, i18n.language as Language) })}
                </Text>
              </Stack>
            </Group>
            <Button
              onClick={() => void join(invitation)}
              loading={accept.isPending && accept.variables === invitation.uid}
              disabled={accept.isPending && accept.variables !== invitation.uid}
              aria-label={t('onboarding.joinNamed', { company: invitation.company.name })}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('onboarding.join')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** While GET invitations/mine loads. */
export function MyInvitationsSkeleton() {
  const { t } = useTranslation('company');
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('onboarding.invitationsLoading')}>
      <Skeleton height={16} width="60%" />
      <Skeleton height={12} width="80%" />
    </Stack>
  );
}

/** The box heading the invitations, also used when there are none. */
export function InvitationsHeading() {
  const { t } = useTranslation('company');
  return (
    <Title order={2} fz="md" mb="xs" id="my-invitations-heading">
      {t('onboarding.invitationsTitle')}
    </Title>
  );
}

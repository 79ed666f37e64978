import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyEventInvitation } from '@fairhub/shared/participation';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { useParticipationText } from '../../../components/participation/participation-text.ts';
import { TakePartModal } from '../../../components/participation/take-part-modal.tsx';
import { membersQueryOptions } from '../../../lib/api/company-members.ts';
import { formatEventSchedule } from '../../../lib/event-dates.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useAnswerMyEventInvitation, useMyEventInvitations } from '../api/my-event-invitations.ts';

/**
 * Organizers' invitations to the signed-in user's address ("Taking part" on /panel/events): the
 * event, the role, who invited and until when; accept (taking part at once, approved) or decline
 * (asked first). One that cannot be accepted now says why (an exhibitor invitation needs a company
 * and an owner or admin of it). Nothing at all when there is no invitation.
 */
export function MyEventInvitations() {
  const { t, i18n } = useTranslation('participation');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { blockSentence, problemSentence } = useParticipationText();
  const invitations = useMyEventInvitations();
  const answer = useAnswerMyEventInvitation();
  const [declining, setDeclining] = useState<MyEventInvitation | null>(null);
  /** An exhibitor invitation being accepted: who staffs the stand is chosen first. */
  const [staffing, setStaffing] = useState<MyEventInvitation | null>(null);
  const [staffSearch, setStaffSearch] = useState('');
  const members = useQuery({
    ...membersQueryOptions({ q: staffSearch || undefined, sort: 'name', page: 1, perPage: 100 }),
    enabled: staffing !== null,
  });

  if (invitations.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('myInvitations.loading')} mb="lg">
        <Skeleton height={16} width="50%" />
        <Skeleton height={12} width="70%" />
      </Stack>
    );
  }
  if (invitations.isError) {
    return (
      <Box mb="lg">
        <LoadError onRetry={() => void invitations.refetch()} retrying={invitations.isFetching} />
      </Box>
    );
  }
  const items = invitations.data.items;
  if (items.length === 0) return null;

  const accept = (invitation: MyEventInvitation, staff?: string[]) =>
    answer.mutate(
      { uid: invitation.uid, answer: 'accept', input: staff ? { members: staff } : {} },
      {
        onSuccess: () => {
          setStaffing(null);
          void notify.success(t('myInvitations.accepted', { title: invitation.event.title }));
        },
        onError: (error) => {
          if (!staff) void notify.error(problemSentence(error));
        },
      },
    );

  const decline = () => {
    const invitation = declining;
    setDeclining(null);
    if (!invitation) return;
    answer.mutate(
      { uid: invitation.uid, answer: 'decline' },
      {
        onSuccess: () => void notify.success(t('myInvitations.declined', { title: invitation.event.title })),
        onError: (error) => void notify.error(problemSentence(error)),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="my-event-invitations-heading" mb="lg">
      <Title order={2} fz="lg" id="my-event-invitations-heading" mb="sm">
        {t('myInvitations.title', { count: items.length })}
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="my-event-invitations-heading">
        {items.map((invitation) => {
          const schedule = formatEventSchedule(invitation.event.startsAt, invitation.event.endsAt, invitation.event.timeZone, language);
          const busy = answer.isPending && answer.variables?.uid === invitation.uid;
          return (
            <Paper key={invitation.uid} component="li" withBorder p="md">
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
                  <IconCalendarEvent size={28} stroke={1.5} aria-hidden color="var(--mantine-color-blue-8)" style={{ flexShrink: 0 }} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={paths['event-details'](invitation.event.uid, invitation.event.slug)}
                      fw={600}
                      c="blue.8"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {invitation.event.title}
                    </Anchor>
                    <Text size="sm">
                      {schedule.start} – {schedule.end}
                      {invitation.event.city ? ` · ${invitation.event.city}` : ''}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {invitation.invitedBy
                        ? t('myInvitations.asBy', {
                            role: t(`roles.${invitation.role}`),
                            organizer: invitation.event.organizer.name,
                            name: invitation.invitedBy,
                          })
                        : t('myInvitations.as', { role: t(`roles.${invitation.role}`), organizer: invitation.event.organizer.name })}
                      {' · '}
                      {t('myInvitations.expires', { date: formatDate(invitation.expiresAt, language) })}
                    </Text>
                    {invitation.canAccept.allowed ? (
                      invitation.role === 'exhibitor' ? (
                        <Text size="sm">{t('myInvitations.exhibitorHint')}</Text>
                      ) : null
                    ) : (
                      <Text size="sm" c="orange.9">
                        {blockSentence(invitation.canAccept.reason, invitation.role)}
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    onClick={() => (invitation.role === 'exhibitor' ? setStaffing(invitation) : accept(invitation))}
                    loading={busy && answer.variables?.answer === 'accept'}
                    disabled={!invitation.canAccept.allowed || (answer.isPending && !busy)}
                    aria-label={t('myInvitations.acceptNamed', { title: invitation.event.title })}
                  >
                    {t('myInvitations.accept')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => setDeclining(invitation)}
                    loading={busy && answer.variables?.answer === 'decline'}
                    disabled={answer.isPending && !busy}
                    aria-label={t('myInvitations.declineNamed', { title: invitation.event.title })}
                  >
                    {t('myInvitations.decline')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <TakePartModal
        opened={staffing !== null}
        eventTitle={staffing?.event.title ?? ''}
        canApply={{ visitor: { allowed: false, reason: null }, exhibitor: { allowed: true, reason: null } }}
        roles={['exhibitor']}
        submitLabel={t('myInvitations.acceptForCompany')}
        members={members.data?.items}
        membersError={members.isError}
        onSearch={setStaffSearch}
        submitting={answer.isPending}
        error={staffing && answer.error ? problemSentence(answer.error) : null}
        onSubmit={(input) => {
          if (staffing) accept(staffing, input.members as string[] | undefined);
        }}
        onClose={() => {
          setStaffing(null);
          answer.reset();
        }}
      />
      <ConfirmDialog
        opened={declining !== null}
        title={t('myInvitations.declineTitle')}
        message={declining ? t('myInvitations.declineMessage', { title: declining.event.title }) : ''}
        confirmLabel={t('myInvitations.decline')}
        danger
        onConfirm={decline}
        onCancel={() => setDeclining(null)}
      />
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetails } from '@fairhub/shared/events';
import type { ApplyBlock, ApplyInput, MyParticipation } from '@fairhub/shared/participation';
import type { ParticipationRole } from '@fairhub/shared/statuses';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { StatusBadge } from '../../../components/panel/status-badge.tsx';
import { PARTICIPATION_STATUS_TONES, useParticipationText } from '../../../components/participation/participation-text.ts';
import { TakePartModal } from '../../../components/participation/take-part-modal.tsx';
import { membersQueryOptions } from '../../../lib/api/company-members.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { useApplyToEvent, useMyParticipation, useWithdrawFromEvent } from '../api/my-participation.ts';
import { DetailsSection } from './event-details-sections.tsx';

/** The colleagues offered as a stand's staff: one page, as many as the API gives at once. */
const STAFF_PAGE = 100;

type Entry = NonNullable<MyParticipation['visitor']> | NonNullable<MyParticipation['exhibitor']>;

function EntryStatus({ role, entry }: { role: ParticipationRole; entry: Entry }) {
  const { t } = useTranslation('participation');
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <StatusBadge tone={PARTICIPATION_STATUS_TONES[entry.status]} label={t(`status.${entry.status}`)} />
        <Text size="sm" fw={600}>
          {t(`roles.${role}`)}
        </Text>
      </Group>
      <Text size="sm">{t(`mine.${role}.${entry.status}`)}</Text>
      {entry.reason ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('mine.reason', { reason: entry.reason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The sentences saying why the caller cannot apply, without repeats (most reasons are the event's, for both roles). */
function blockSentences(participation: MyParticipation, sentence: (reason: ApplyBlock | null, role: ParticipationRole) => string): string[] {
  const out: string[] = [];
  for (const role of ['visitor', 'exhibitor'] as const) {
    const ability = participation.canApply[role];
    if (ability.allowed || !ability.reason) continue;
    // An application already shown above speaks for itself.
    if (ability.reason === 'already_applied' && (participation.visitor || participation.exhibitor)) continue;
    // The organizer's own people read that above, with the way to the participants.
    if (ability.reason === 'own_event' && participation.organizing) continue;
    const text = sentence(ability.reason, role);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/**
 * "Take part" on an event's public page: anonymous viewers are asked to log in; signed in, the
 * viewer's own application(s) with their status (and the organizer's reason), a way to withdraw, and
 * the "Take part" modal (as a visitor, or for the company as an exhibitor) — or why applying is not
 * possible now.
 */
export function TakePartSection({ event }: { event: EventDetails }) {
  const { t } = useTranslation('participation');
  const signedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useLoginModal((state) => state.open);

  return (
    <DetailsSection id="event-take-part" title={t('takePart.title')}>
      {signedIn ? (
        <SignedInTakePart event={event} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('takePart.anonymous')}</Text>
          <Group>
            <Button leftSection={<IconTicket size={18} aria-hidden />} onClick={() => openLogin('sign-in')}>
              {t('takePart.logIn')}
            </Button>
          </Group>
        </Stack>
      )}
    </DetailsSection>
  );
}

function SignedInTakePart({ event }: { event: EventDetails }) {
  const { t } = useTranslation('participation');
  const { blockSentence, problemSentence } = useParticipationText();
  const companyRole = useSessionStore((state) => state.user.userData?.company?.role);
  const query = useMyParticipation(event.uid);
  const apply = useApplyToEvent(event.uid);
  const withdraw = useWithdrawFromEvent(event.uid);
  const [modalOpen, setModalOpen] = useState(false);
  const [staffSearch, setStaffSearch] = useState('');
  const [confirmWithdraw, setConfirmWithdraw] = useState<ParticipationRole | null>(null);
  const participation = query.data;
  const mayExhibit = Boolean(participation?.canApply.exhibitor.allowed) && (companyRole === 'owner' || companyRole === 'admin');
  const members = useQuery({
    ...membersQueryOptions({ q: staffSearch || undefined, sort: 'name', page: 1, perPage: STAFF_PAGE }),
    enabled: modalOpen && mayExhibit,
  });

  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('takePart.loading')}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={32} width="50%" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;

  const submit = (input: ApplyInput) => {
    apply.mutate(input, {
      onSuccess: (saved) => {
        setModalOpen(false);
        const entry = input.role === 'visitor' ? saved.visitor : saved.exhibitor;
        void notify.success(t(entry?.status === 'approved' ? 'toasts.appliedApproved' : 'toasts.applied', { title: event.title }));
      },
    });
  };

  const doWithdraw = () => {
    const role = confirmWithdraw;
    setConfirmWithdraw(null);
    if (!role) return;
    withdraw.mutate(undefined, {
      onSuccess: () => void notify.success(t('toasts.withdrawn', { title: event.title })),
      onError: (error) => void notify.error(problemSentence(error)),
    });
  };

  const canApplyNow = data.canApply.visitor.allowed || data.canApply.exhibitor.allowed;
  const reasons = canApplyNow ? [] : blockSentences(data, blockSentence);

  return (
    <Stack gap="md">
      {data.organizing ? (
        <Stack gap={4}>
          <Text size="sm">{t('takePart.organizing')}</Text>
          <Anchor component={Link} to={paths['panel_event-form'](event.uid)} size="sm" c="blue.8">
            {t('takePart.manage')}
          </Anchor>
        </Stack>
      ) : null}
      {data.visitor ? (
        <Stack gap="xs">
          <EntryStatus role="visitor" entry={data.visitor} />
          {data.visitor.canWithdraw ? (
            <Group>
              <Button variant="light" color="red" c="red.9" size="xs" loading={withdraw.isPending} onClick={() => setConfirmWithdraw('visitor')}>
                {t('takePart.withdraw')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {data.exhibitor ? (
        <Stack gap="xs">
          <EntryStatus role="exhibitor" entry={data.exhibitor} />
          <Text size="sm">
            {t('mine.company', { company: data.exhibitor.company.name })}
            {data.exhibitor.stand ? ` · ${t('mine.stand', { stand: data.exhibitor.stand })}` : ''}
          </Text>
          {data.exhibitor.members.length > 0 ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('mine.staff', { names: data.exhibitor.members.map((member) => `${member.firstName} ${member.lastName}`).join(', ') })}
            </Text>
          ) : null}
          {data.exhibitor.canWithdraw && !data.visitor ? (
            <Group>
              <Button variant="light" color="red" c="red.9" size="xs" loading={withdraw.isPending} onClick={() => setConfirmWithdraw('exhibitor')}>
                {t('takePart.withdrawCompany')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {canApplyNow ? (
        <Stack gap="xs">
          {data.visitor || data.exhibitor ? null : <Text size="sm">{t('takePart.intro')}</Text>}
          <Group>
            <Button leftSection={<IconTicket size={18} aria-hidden />} onClick={() => setModalOpen(true)}>
              {/* Taking part already, only the other role is left: say which. */}
              {data.visitor || data.exhibitor ? t(data.canApply.visitor.allowed ? 'takePart.openVisitor' : 'takePart.openExhibitor') : t('takePart.open')}
            </Button>
          </Group>
        </Stack>
      ) : reasons.length > 0 ? (
        <Stack gap={4}>
          {reasons.map((reason) => (
            <Text key={reason} size="sm" c="dimmed">
              {reason}
            </Text>
          ))}
          {data.canApply.exhibitor.reason === 'no_company' && !data.visitor ? (
            <Anchor component={Link} to={paths.panel_onboarding} size="sm" c="blue.8">
              {t('takePart.createCompany')}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
      {apply.error && !modalOpen ? (
        <Alert color="red" role="alert">
          {problemSentence(apply.error)}
        </Alert>
      ) : null}
      <TakePartModal
        opened={modalOpen}
        eventTitle={event.title}
        canApply={{
          visitor: data.canApply.visitor,
          // Only owners and admins apply for the company (the server would answer 403, which ends the session).
          exhibitor: mayExhibit ? data.canApply.exhibitor : { allowed: false, reason: data.canApply.exhibitor.reason ?? 'not_company_admin' },
        }}
        members={members.data?.items}
        membersError={members.isError}
        onSearch={setStaffSearch}
        submitting={apply.isPending}
        error={apply.error ? problemSentence(apply.error) : null}
        onSubmit={submit}
        onClose={() => {
          setModalOpen(false);
          apply.reset();
        }}
      />
      <ConfirmDialog
        opened={confirmWithdraw !== null}
        title={t('withdraw.title')}
        message={t(confirmWithdraw === 'exhibitor' ? 'withdraw.exhibitor' : 'withdraw.visitor', {
          title: event.title,
          company: data.exhibitor?.company.name ?? '',
        })}
        confirmLabel={t('withdraw.confirm')}
        danger
        onConfirm={doWithdraw}
        onCancel={() => setConfirmWithdraw(null)}
      />
    </Stack>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOAST_POSITIONS, TOAST_TYPES } from '@fairhub/shared/constants';
import { PageContainer } from '../../../components/page-container.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DecisionModal } from '../../../components/participation/decision-modal.tsx';
import { EventInviteModal, type EventInviteDraft } from '../../../components/participation/event-invite-modal.tsx';
import { TakePartModal, type StaffCandidate } from '../../../components/participation/take-part-modal.tsx';
import { useLoginModal, type LoginView } from '../../../lib/login-modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { NavigationMenu } from '../../../lib/session-types.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { ToastPlace, ToastType } from '../../../lib/toast-settings.ts';

const LOGIN_VIEWS: LoginView[] = ['sign-in', 'sign-up', 'forgot', 'unconfirmed', 'sign-up-done', 'forgot-done'];
const MENUS: NavigationMenu[] = ['top', 'panel', 'bottom'];

/** Sample colleagues for the stand-staff choice (this page calls no API). */
const SAMPLE_STAFF: StaffCandidate[] = [
  { uid: 'demo-1', firstName: 'Anna', lastName: 'Nowak', email: 'anna.nowak@example.com', isYou: true },
  { uid: 'demo-2', firstName: 'Piotr', lastName: 'Zieliński', email: 'piotr.zielinski@example.com', isYou: false },
  { uid: 'demo-3', firstName: 'Jan', lastName: 'Kowalski', email: 'jan.kowalski@example.com', isYou: false },
];

type ParticipationDemo = 'takePart' | 'approve' | 'rejectMany' | 'withdraw' | 'acceptInvitation' | 'declineInvitation' | null;

/**
 * /modals: every modal and off-canvas of the app, to check them in one place. Features' own dialogs
 * come in as `more` (sections of the same grid), composed by the app: features never import each other.
 */
export function ModalsPage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('participation');
  const [demo, setDemo] = useState<ParticipationDemo>(null);
  const [inviteDraft, setInviteDraft] = useState<EventInviteDraft | null>(null);
  const [staffSearch, setStaffSearch] = useState('');
  const sampleEvent = tp('devModals.sampleEvent');
  const closeDemo = () => setDemo(null);
  const sampleStaff = SAMPLE_STAFF.filter((person) =>
    `${person.firstName} ${person.lastName} ${person.email}`.toLowerCase().includes(staffSearch.toLowerCase()),
  );
  const openLogin = useLoginModal((state) => state.open);
  const setMenu = useSessionStore((state) => state.setMenu);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  const [position, setPosition] = useState<ToastPlace>('top-right');

  return (
    <PageContainer title={t('dev.modals.title')} intro={t('dev.modals.intro')} size="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" component="section" aria-labelledby="modals-login">
          <Title order={2} fz="lg" id="modals-login" mb="sm">
            {t('dev.modals.login')}
          </Title>
          <Group gap="xs">
            {LOGIN_VIEWS.map((view) => (
              <Button key={view} variant="light" onClick={() => openLogin(view, view === 'sign-in' ? undefined : 'visitor@example.com')}>
                {t(`dev.modals.views.${view}`)}
              </Button>
            ))}
          </Group>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="modals-offcanvas">
          <Title order={2} fz="lg" id="modals-offcanvas" mb="sm">
            {t('dev.modals.offcanvas')}
          </Title>
          <Group gap="xs">
            {MENUS.map((menu) => (
              <Button key={menu} variant="light" onClick={() => setMenu(menu, true)}>
                {t(`dev.modals.menus.${menu}`)}
              </Button>
            ))}
          </Group>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="modals-confirm">
          <Title order={2} fz="lg" id="modals-confirm" mb="sm">
            {t('dev.modals.confirm')}
          </Title>
          <Stack gap="xs" align="flex-start">
            <Button variant="light" onClick={() => setConfirmOpen(true)}>
              {t('dev.modals.openConfirm')}
            </Button>
            {confirmed === null ? null : (
              <Text size="sm" role="status">
                {confirmed ? t('dev.modals.confirmed') : t('dev.modals.cancelled')}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="modals-toasts">
          <Title order={2} fz="lg" id="modals-toasts" mb="sm">
            {t('dev.modals.toasts')}
          </Title>
          <Group gap="xs" mb="sm" role="radiogroup" aria-label={t('dev.modals.position')}>
            {TOAST_POSITIONS.map((place) => (
              <Button
                key={place}
                size="xs"
                variant={place === position ? 'filled' : 'default'}
                role="radio"
                aria-checked={place === position}
                onClick={() => setPosition(place)}
              >
                {t(`dev.modals.positions.${place}`)}
              </Button>
            ))}
          </Group>
          <Group gap="xs">
            {TOAST_TYPES.map((type: ToastType) => (
              <Button key={type} variant="light" onClick={() => showToast(type, t(`dev.modals.toastText.${type}`), position)}>
                {t(`dev.modals.types.${type}`)}
              </Button>
            ))}
          </Group>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="modals-participation">
          <Title order={2} fz="lg" id="modals-participation" mb="sm">
            {tp('devModals.title')}
          </Title>
          <Group gap="xs">
            <Button variant="light" onClick={() => setDemo('takePart')}>
              {tp('devModals.takePart')}
            </Button>
            <Button variant="light" onClick={() => setDemo('withdraw')}>
              {tp('devModals.withdraw')}
            </Button>
            <Button variant="light" onClick={() => setDemo('approve')}>
              {tp('devModals.approve')}
            </Button>
            <Button variant="light" onClick={() => setDemo('rejectMany')}>
              {tp('devModals.rejectMany')}
            </Button>
            <Button variant="light" onClick={() => setInviteDraft({ values: { email: '', role: 'exhibitor' } })}>
              {tp('devModals.invite')}
            </Button>
            <Button variant="light" onClick={() => setDemo('acceptInvitation')}>
              {tp('devModals.acceptInvitation')}
            </Button>
            <Button variant="light" onClick={() => setDemo('declineInvitation')}>
              {tp('devModals.declineInvitation')}
            </Button>
          </Group>
        </Paper>
        {more}
      </SimpleGrid>
      <TakePartModal
        opened={demo === 'takePart'}
        eventTitle={sampleEvent}
        canApply={{ visitor: { allowed: true, reason: null }, exhibitor: { allowed: true, reason: null } }}
        members={sampleStaff}
        onSearch={setStaffSearch}
        submitting={false}
        error={null}
        onSubmit={closeDemo}
        onClose={closeDemo}
      />
      {/* An organizer's invitation to exhibit, accepted from the panel: who staffs the stand is chosen first. */}
      <TakePartModal
        opened={demo === 'acceptInvitation'}
        eventTitle={sampleEvent}
        canApply={{ visitor: { allowed: false, reason: null }, exhibitor: { allowed: true, reason: null } }}
        roles={['exhibitor']}
        submitLabel={tp('myInvitations.acceptForCompany')}
        members={sampleStaff}
        onSearch={setStaffSearch}
        submitting={false}
        error={null}
        onSubmit={closeDemo}
        onClose={closeDemo}
      />
      <ConfirmDialog
        opened={demo === 'declineInvitation'}
        title={tp('myInvitations.declineTitle')}
        message={tp('myInvitations.declineMessage', { title: sampleEvent })}
        confirmLabel={tp('myInvitations.decline')}
        danger
        onConfirm={closeDemo}
        onCancel={closeDemo}
      />
      <ConfirmDialog
        opened={demo === 'withdraw'}
        title={tp('withdraw.title')}
        message={tp('withdraw.visitor', { title: sampleEvent })}
        confirmLabel={tp('withdraw.confirm')}
        danger
        onConfirm={closeDemo}
        onCancel={closeDemo}
      />
      <DecisionModal
        decision={demo === 'approve' ? 'approve' : demo === 'rejectMany' ? 'reject' : null}
        names={demo === 'rejectMany' ? SAMPLE_STAFF.map((person) => `${person.firstName} ${person.lastName}`) : [tp('devModals.sampleCompany')]}
        changing={demo === 'rejectMany'}
        submitting={false}
        error={null}
        onSubmit={closeDemo}
        onClose={closeDemo}
      />
      <EventInviteModal draft={inviteDraft} eventTitle={sampleEvent} onSubmit={() => setInviteDraft(null)} onClose={() => setInviteDraft(null)} />
      <ConfirmDialog
        opened={confirmOpen}
        title={t('dev.modals.confirmTitle')}
        message={t('dev.modals.confirmBody')}
        confirmLabel={t('dev.modals.confirmAction')}
        danger
        onCancel={() => {
          setConfirmOpen(false);
          setConfirmed(false);
        }}
        onConfirm={() => {
          setConfirmOpen(false);
          setConfirmed(true);
        }}
      />
    </PageContainer>
  );
}

import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOAST_POSITIONS, TOAST_TYPES } from '@fairhub/shared/constants';
import { PageContainer } from '../../../components/page-container.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useLoginModal, type LoginView } from '../../../lib/login-modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { NavigationMenu } from '../../../lib/session-types.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { ToastPlace, ToastType } from '../../../lib/toast-settings.ts';

const LOGIN_VIEWS: LoginView[] = ['sign-in', 'sign-up', 'forgot', 'unconfirmed', 'sign-up-done', 'forgot-done'];
const MENUS: NavigationMenu[] = ['top', 'panel', 'bottom'];

/** /modals: every modal and off-canvas of the app, to check them in one place. */
export function ModalsPage() {
  const { t } = useTranslation();
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
      </SimpleGrid>
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

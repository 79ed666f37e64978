import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { paths } from '../../lib/paths.ts';
import { logout } from '../../lib/session-actions.ts';
import { selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';

/** Log in, or go to the panel and log out; laid out in a row or a column. */
export function AccountActions({ direction = 'row', showPanel = true }: { direction?: 'row' | 'column'; showPanel?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useLoginModal((state) => state.open);
  const full = direction === 'column';
  if (!loggedIn) {
    return (
      <Group gap="xs" wrap="nowrap" style={full ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
        <Button variant={full ? 'filled' : 'default'} size="sm" onClick={() => openLogin('sign-in')} fullWidth={full}>
          {t('header.logIn')}
        </Button>
        <Button size="sm" onClick={() => openLogin('sign-up')} fullWidth={full} visibleFrom={full ? undefined : 'sm'}>
          {t('header.signUp')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" style={full ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
      {showPanel ? (
        <Button component={Link} to={paths.panel} size="sm" fullWidth={full}>
          {t('panel.labels.userPanel')}
        </Button>
      ) : null}
      <Button variant="default" size="sm" onClick={() => void logout()} fullWidth={full}>
        {t('header.logOut')}
      </Button>
    </Group>
  );
}

import { ActionIcon, Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';

/** On small screens, the signed-in user's initials open the bottom menu. */
export function AccountButton() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const user = useSessionStore((state) => state.user.userData);
  const bottomOpen = useSessionStore((state) => state.navigation.bottom);
  const setMenu = useSessionStore((state) => state.setMenu);
  if (!loggedIn) return null;
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <ActionIcon
      variant="transparent"
      size="lg"
      radius="xl"
      hiddenFrom="md"
      onClick={() => setMenu('bottom', true)}
      // Named by the initials it shows first ("AN, your account"), so the name holds its visible text.
      aria-label={initials ? t('header.accountOf', { initials }) : t('header.account')}
      aria-expanded={bottomOpen}
      aria-controls="bottom-menu"
    >
      <Avatar size={32} radius="xl" color="blue" variant="filled">
        {initials || '·'}
      </Avatar>
    </ActionIcon>
  );
}

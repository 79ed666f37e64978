import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { AccountActions } from './account-actions.tsx';
import { PanelLinks } from './panel-links.tsx';
import { DrawerNavLinks } from './public-nav-links.tsx';

/**
 * The app's off-canvas menus, driven by the session's navigation flags: the top menu (public
 * navigation on small screens), the side panel (panel navigation) and the bottom menu (account).
 * All three close before every navigation.
 */
export function MenuDrawers() {
  const { t } = useTranslation();
  const navigation = useSessionStore((state) => state.navigation);
  const setMenu = useSessionStore((state) => state.setMenu);
  const closeButtonProps = { 'aria-label': t('common.close') };
  return (
    <>
      <Drawer
        id="top-menu"
        opened={navigation.top}
        onClose={() => setMenu('top', false)}
        position="top"
        size="auto"
        title={t('header.menu')}
        closeButtonProps={closeButtonProps}
      >
        {/* Named after the menu, not "Main navigation": the header's own navigation has that name. */}
        <Stack gap="xs" component="nav" aria-label={t('header.menu')}>
          <DrawerNavLinks />
          <Divider my="xs" />
          <AccountActions direction="column" />
        </Stack>
      </Drawer>
      <Drawer
        id="side-panel"
        opened={navigation.panel}
        onClose={() => setMenu('panel', false)}
        position="left"
        size="xs"
        title={t('panel.labels.userPanel')}
        closeButtonProps={closeButtonProps}
      >
        <Stack gap={4} component="nav" aria-label={t('panel.labels.userPanel')}>
          <PanelLinks />
          <Divider my="sm" />
          <AccountActions direction="column" showPanel={false} />
        </Stack>
      </Drawer>
      <Drawer
        id="bottom-menu"
        opened={navigation.bottom}
        onClose={() => setMenu('bottom', false)}
        position="bottom"
        size="auto"
        title={t('header.account')}
        closeButtonProps={closeButtonProps}
      >
        <Stack gap="md">
          <LanguageSwitch size="sm" />
          <AccountActions direction="column" />
        </Stack>
      </Drawer>
    </>
  );
}

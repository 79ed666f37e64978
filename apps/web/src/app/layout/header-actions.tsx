import { Box, Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { AccountActions } from './account-actions.tsx';
import { AccountButton } from './account-button.tsx';

const MENU_IDS = { top: 'top-menu', panel: 'side-panel' } as const;

/**
 * The right end of both headers: language switch, account actions (wide screens), the account
 * button, and the burger that opens this header's menu on narrow screens.
 */
export function HeaderActions({
  menu,
  showPanelLink = true,
  burgerBelow = 'md',
}: {
  menu: keyof typeof MENU_IDS;
  showPanelLink?: boolean;
  /** Below this breakpoint the burger shows (the header's navigation needs more room than its actions). */
  burgerBelow?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const open = useSessionStore((state) => state.navigation[menu]);
  const toggleMenu = useSessionStore((state) => state.toggleMenu);
  return (
    <>
      <LanguageSwitch />
      <Box visibleFrom="md">
        <AccountActions showPanel={showPanelLink} />
      </Box>
      <AccountButton />
      <Burger
        opened={open}
        onClick={() => toggleMenu(menu)}
        hiddenFrom={burgerBelow}
        size="sm"
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={open}
        aria-controls={MENU_IDS[menu]}
      />
    </>
  );
}

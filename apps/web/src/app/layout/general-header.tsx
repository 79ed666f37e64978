import { useEffect } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandLink } from '../../components/brand-link.tsx';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';
import { HeaderActions } from './header-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { HeaderNavLinks } from './public-nav-links.tsx';
import classes from './header.module.css';

/** From this width the header shows the navigation; below it, the burger opens the top menu. */
const PUBLIC_NAV_FROM = 'lg';

/**
 * The general header: brand, navigation, search, language switch and the login modal's triggers.
 * `?returnUrl=` (from the panel guard) and `?login=signup|signin` open the login modal.
 */
export function GeneralHeader() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useLoginModal((state) => state.open);
  const returnUrl = searchParams.get('returnUrl');
  const loginParam = searchParams.get('login');

  useEffect(() => {
    if (loggedIn) return;
    if (loginParam === 'signup') openLogin('sign-up');
    else if (returnUrl || loginParam === 'signin') openLogin('sign-in');
  }, [loggedIn, returnUrl, loginParam, openLogin]);

  return (
    <Box className={classes.header}>
      <Container size="xl" h="100%" px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <BrandLink />
            <Group component="nav" aria-label={t('header.mainNav')} gap={2} visibleFrom={PUBLIC_NAV_FROM} wrap="nowrap">
              <HeaderNavLinks />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <HeaderSearch />
            <HeaderActions menu="top" burgerBelow={PUBLIC_NAV_FROM} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

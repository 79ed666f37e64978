import { useEffect } from 'react';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { BrandLink } from '../../components/brand-link.tsx';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { PUBLIC_NAV } from '../../lib/public-nav.ts';
import { selectIsLoggedIn, useSessionStore } from '../../lib/session-store.ts';
import { HeaderActions } from './header-actions.tsx';
import classes from './header.module.css';

/**
 * The general header: brand, navigation, language switch and the login modal's triggers.
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
          <Group gap="lg" wrap="nowrap">
            <BrandLink />
            <Group component="nav" aria-label={t('header.mainNav')} gap={4} visibleFrom="md">
              {PUBLIC_NAV.map((item) => (
                <Anchor key={item.to} component={NavLink} to={item.to} className={classes.link}>
                  {t(item.labelKey)}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HeaderActions menu="top" />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

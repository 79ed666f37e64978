import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '../../components/brand-link.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { paths } from '../../lib/paths.ts';
import { HeaderActions } from './header-actions.tsx';
import { PanelBarLinks } from './panel-links.tsx';
import classes from './header.module.css';

/**
 * The panel navigation bar, the header of every /panel page. It spans the window (the areas need
 * the room); from `lg` its areas stand in a row (`PanelBarLinks`: whole labels, the rest behind
 * "More"), below that in the side panel behind the burger. "User panel" beside the mark steps aside
 * from `lg` to `xl`, and the signed-in name shows only where every area fits beside it.
 */
export function PanelNavBar() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user.userData);
  return (
    <Box className={classes.header}>
      <Container fluid h="100%" px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <BrandLink to={paths.panel} suffix={t('panel.labels.userPanel')} suffixClassName={classes.panelSuffix} />
            <Box component="nav" aria-label={t('panel.labels.userPanel')} visibleFrom="lg" className={classes.panelNav}>
              <PanelBarLinks />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Text size="sm" c="dimmed" truncate maw={220} className={classes.panelWho}>
                {user.company?.name ? `${user.firstName} · ${user.company.name}` : `${user.firstName} ${user.lastName}`}
              </Text>
            ) : null}
            <HeaderActions menu="panel" showPanelLink={false} burgerBelow="lg" />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

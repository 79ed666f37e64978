import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '../../components/brand-link.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { paths } from '../../lib/paths.ts';
import { HeaderActions } from './header-actions.tsx';
import { PanelLinks } from './panel-links.tsx';
import classes from './header.module.css';

/** The panel navigation bar, the header of every /panel page. */
export function PanelNavBar() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user.userData);
  return (
    <Box className={classes.header}>
      <Container size="xl" h="100%" px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <BrandLink to={paths.panel} suffix={t('panel.labels.userPanel')} />
            {/* When the areas outgrow the bar, the bar scrolls sideways on its own; the page never does. */}
            <Group component="nav" aria-label={t('panel.labels.userPanel')} gap={2} visibleFrom="lg" wrap="nowrap" miw={0} className={classes.panelNav}>
              <PanelLinks variant="bar" />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Text size="sm" c="dimmed" visibleFrom="xl" truncate maw={220}>
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

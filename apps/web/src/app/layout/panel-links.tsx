import { Badge, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { linkedPanelAreas } from '../../lib/panel-areas.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** The panel's areas that are built so far, with their counters as badges. */
export function PanelLinks({ variant }: { variant: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const counts = useSessionStore((state) => state.counts.values);
  return (
    <>
      {linkedPanelAreas().map((area) => {
        const count = area.count ? counts[area.count] : undefined;
        const active = area.path === '/panel' ? pathname === '/panel' || pathname === '/panel/' : pathname.startsWith(area.path);
        return (
          <MantineNavLink
            key={area.name}
            component={NavLink}
            to={area.path}
            end={area.path === '/panel'}
            label={t(area.labelKey)}
            active={active}
            variant={variant === 'bar' ? 'subtle' : 'light'}
            w={variant === 'bar' ? 'auto' : undefined}
            style={variant === 'bar' ? { borderRadius: 'var(--mantine-radius-sm)' } : undefined}
            rightSection={
              count ? (
                <Badge size="sm" circle color="red" aria-label={t('panel.badge', { count })}>
                  {count}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </>
  );
}

import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { LoginModalHost } from '../../features/auth/components/login-modal-host.tsx';
import { ToastContainersHost } from '../../lib/toast-containers-host.tsx';
import { useCountsRefresh } from '../../lib/use-counts-refresh.ts';
import { useLiveStream } from '../../lib/stream/use-live-stream.ts';
import { useTimeZoneSync } from '../../lib/use-time-zone-sync.ts';
import { areaOf } from '../route-handle.ts';
import { KeepAliveOutlet } from '../keep-alive-outlet.tsx';
import { ScrollManager } from '../scroll-manager.tsx';
import { AppFooter } from './app-footer.tsx';
import { GeneralHeader } from './general-header.tsx';
import { MenuDrawersHost } from './menu-drawers-host.tsx';
import { SiteFooter } from './site-footer.tsx';
import classes from './header.module.css';

const PanelNavBar = lazy(() => import('./panel-nav-bar.tsx').then((module) => ({ default: module.PanelNavBar })));

/**
 * The root screen's three named areas: header, main view and footer. Each route says which header
 * (general or panel navigation bar) and which footer (general or app) it wants.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const header = areaOf(matches, 'header', 'general');
  const footer = areaOf(matches, 'footer', 'general');
  useCountsRefresh();
  // One live stream per signed-in tab (lib/stream): counters, notifications and the listeners' events.
  useLiveStream();
  // The browser's time zone, once after sign-in, for a person who has none yet (meetings, "today").
  useTimeZoneSync();

  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <a href="#main" className={classes.skipLink}>
        {t('header.skip')}
      </a>
      <header data-area="header">
        {header === 'panel' ? (
          <Suspense fallback={<Box h={64} />}>
            <PanelNavBar />
          </Suspense>
        ) : (
          <GeneralHeader />
        )}
      </header>
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a lazy page loads (layout shift). */}
      <Box component="main" id="main" data-area="main" tabIndex={-1} style={{ flex: 1, outline: 'none', minHeight: 'calc(100dvh - 56px)' }}>
        <Suspense fallback={<PageLoader />}>
          <KeepAliveOutlet />
        </Suspense>
      </Box>
      <footer data-area="footer">{footer === 'app' ? <AppFooter /> : <SiteFooter />}</footer>
      <ScrollManager />
      <MenuDrawersHost />
      <LoginModalHost />
      <ToastContainersHost />
    </Box>
  );
}

import type { ReactElement } from 'react';
import { PAGE_VIEW_DAYS, type CompanyStats } from '@fairhub/shared/dashboard';
import type { Language } from '@fairhub/shared/constants';
import type { Notification } from '@fairhub/shared/notifications';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enDashboard from '../../locales/en/dashboard.json';
import plDashboard from '../../locales/pl/dashboard.json';
import { useSessionStore } from '../../lib/session-store.ts';
import { renderRoutes, type TestResources } from '../../lib/test-render.tsx';

const DASHBOARD_RESOURCES: TestResources = { en: { common: enCommon, dashboard: enDashboard }, pl: { common: plCommon, dashboard: plDashboard } };

/** Signs in a member of company `co1` (the session the panel guard lets through). */
export function signInMember() {
  const store = useSessionStore.getState();
  store.setToken({ accessToken: 'tok-dash', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  store.setUserData({
    uid: 'u1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Nowak',
    language: 'en',
    company: { uid: 'co1', name: 'Nordic Metalworks', role: 'member' },
    counts: null,
  });
  store.setCounts({ messages: 0, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 2, contacts: 0 });
}

/**
 * Renders `element` at `path` inside Mantine, a private i18next with `common` and `dashboard` (keys
 * asked for but missing land in `missing`), a query client without retries and a memory router.
 */
export function renderDashboard(element: ReactElement, { path = '/panel', language = 'en' as Language } = {}) {
  return renderRoutes([{ path: '*', element }], { url: path, language, resources: DASHBOARD_RESOURCES, mantineEnv: 'test' });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stats as the API answers them: 30 days ending on `today`, with `views` placed by days back. */
export function makeStats({
  views = {},
  products = { draft: 0, published: 0 },
  offers = { draft: 0, active: 0, closed: 0, expired: 0 },
  today = '2026-03-30',
}: {
  views?: Record<number, number>;
  products?: CompanyStats['products'];
  offers?: CompanyStats['offers'];
  today?: string;
} = {}): CompanyStats {
  const end = Date.parse(`${today}T00:00:00Z`);
  const pageViews = Array.from({ length: PAGE_VIEW_DAYS }, (_, index) => {
    const back = PAGE_VIEW_DAYS - 1 - index;
    return { day: new Date(end - back * DAY_MS).toISOString().slice(0, 10), views: views[back] ?? 0 };
  });
  return { pageViews, totalViews30d: pageViews.reduce((sum, day) => sum + day.views, 0), products, offers };
}

export function makeNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    uid: `n${index + 1}`,
    kind: 'invitation_accepted',
    data: { name: `Person ${index + 1}`, companyName: 'Nordic Metalworks' },
    readAt: index % 2 === 0 ? null : '2026-03-01T10:00:00.000Z',
    createdAt: new Date(Date.now() - index * 60_000).toISOString(),
  }));
}

import type { Counts } from '@fairhub/shared/profile';
import { paths } from './paths.ts';

/**
 * The panel's areas with the client rules' labels (i18n keys under `panel.labels`). `path` is set once the
 * area's feature is built; until then the area is not linked anywhere, so nobody lands on an empty page.
 */
export interface PanelArea {
  name: string;
  labelKey: string;
  path?: string;
  /** The counter shown as a badge beside the area, if any. */
  count?: keyof Counts;
  /**
   * Reachable by address but not listed in the navigation: /panel/users shows the dashboard (client rules),
   * and the company's people are managed on /panel/company, so a "Users" link would lead nowhere new.
   */
  unlisted?: true;
}

export const PANEL_AREAS: readonly PanelArea[] = [
  { name: 'panel', labelKey: 'panel.labels.dashboard', path: paths.panel },
  { name: 'panel_messages', labelKey: 'panel.labels.messages', path: paths.panel_messages(), count: 'messages' },
  { name: 'panel_meetings', labelKey: 'panel.labels.meetings', path: paths.panel_meetings, count: 'meetingRequests' },
  { name: 'panel_contacts', labelKey: 'panel.labels.contacts', path: paths.panel_contacts, count: 'contacts' },
  { name: 'panel_events', labelKey: 'panel.labels.events', path: paths.panel_events },
  { name: 'panel_company', labelKey: 'panel.labels.company', path: paths.panel_company },
  { name: 'panel_products', labelKey: 'panel.labels.products', path: paths.panel_products },
  { name: 'panel_offers', labelKey: 'panel.labels.offers', path: paths.panel_offers },
  { name: 'panel_matchmaking', labelKey: 'panel.labels.matchmaking', count: 'matches' },
  { name: 'panel_users', labelKey: 'panel.labels.users', path: paths.panel_users, unlisted: true },
  { name: 'panel_notifications', labelKey: 'panel.labels.notifications', path: paths.panel_notifications, count: 'notifications' },
  { name: 'panel_billing', labelKey: 'panel.labels.billing' },
  { name: 'panel_settings', labelKey: 'panel.labels.settings', path: paths.panel_settings },
];

export function linkedPanelAreas(): (PanelArea & { path: string })[] {
  return PANEL_AREAS.filter((area): area is PanelArea & { path: string } => Boolean(area.path) && !area.unlisted);
}

/** Counters that lead to a tab of their area rather than its first page: requests to answer, today's schedule. */
const COUNT_PATHS: Partial<Record<keyof Counts, string>> = {
  meetingRequests: paths['panel_meetings-requests'],
  meetingsToday: paths['panel_meetings-schedule'],
};

/** Where a counter links to: its tab or area when built, else nowhere. */
export function pathForCount(count: keyof Counts): string | undefined {
  return COUNT_PATHS[count] ?? PANEL_AREAS.find((area) => area.count === count)?.path;
}

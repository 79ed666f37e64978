import { paths } from '../../../lib/paths.ts';

/** The meetings area's child routes, in the order of the client rules (Calendar is the empty path). */
export const MEETINGS_TABS = ['calendar', 'schedule', 'requests', 'sent', 'availability'] as const;
export type MeetingsTab = (typeof MEETINGS_TABS)[number];

export function meetingsTabPath(tab: MeetingsTab): string {
  return tab === 'calendar' ? paths.panel_meetings : paths[`panel_meetings-${tab}`];
}

/** Which tab an address shows: the last segment under /panel/meetings, the calendar for the empty one. */
export function meetingsTabOf(pathname: string): MeetingsTab {
  const rest = pathname.replace(/\/+$/, '').split('/panel/meetings')[1] ?? '';
  const segment = rest.replace(/^\//, '');
  return (MEETINGS_TABS as readonly string[]).includes(segment) && segment !== 'calendar' ? (segment as MeetingsTab) : 'calendar';
}

import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import enCommon from '../locales/en/common.json';
import plCommon from '../locales/pl/common.json';
import { PANEL_AREAS, pathForCount } from '../lib/panel-areas.ts';
import { paths } from '../lib/paths.ts';
import { MEETINGS_TABS, meetingsTabOf, meetingsTabPath } from '../features/meetings/components/meetings-tabs.ts';
import { routes } from './routes.tsx';

const nameOf = (route: RouteObject) => (route.handle as { name?: string } | undefined)?.name;

function panelChildren(): RouteObject[] {
  const visit = (list: RouteObject[]): RouteObject | undefined => {
    for (const route of list) {
      if (route.path === 'panel') return route;
      const found = route.children ? visit(route.children) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(routes)?.children ?? [];
}

/**
 * Client rules, "Routes and navigation": /panel/meetings with the children calendar (the empty
 * path), schedule, requests, sent and availability, labelled Calendar, Schedule, Requests, Sent and
 * Availability (docs/decisions.md "Meetings in the web app").
 */
describe('/panel/meetings routes', () => {
  const meetings = panelChildren().find((route) => route.path === 'meetings');

  it('has the calendar on the empty child path, then schedule, requests, sent and availability', () => {
    expect(meetings && nameOf(meetings)).toBe('panel_meetings');
    const children = meetings?.children ?? [];
    expect(children.map((child) => (child.index ? '' : child.path))).toEqual(['', 'schedule', 'requests', 'sent', 'availability']);
    expect(children.map(nameOf)).toEqual([
      'panel_meetings-calendar',
      'panel_meetings-schedule',
      'panel_meetings-requests',
      'panel_meetings-sent',
      'panel_meetings-availability',
    ]);
    expect(children.every((child) => typeof child.lazy === 'function')).toBe(true);
  });

  it('labels the tabs Calendar, Schedule, Requests, Sent and Availability', () => {
    expect(MEETINGS_TABS.map((tab) => enCommon.panel.labels[tab])).toEqual(['Calendar', 'Schedule', 'Requests', 'Sent', 'Availability']);
    expect(MEETINGS_TABS.every((tab) => typeof plCommon.panel.labels[tab] === 'string' && plCommon.panel.labels[tab] !== '')).toBe(true);
    expect(enCommon.panel.labels.meetings).toBe('Meetings');
  });

  it('links each tab to its path and reads the tab back from the address', () => {
    expect(MEETINGS_TABS.map(meetingsTabPath)).toEqual([
      '/panel/meetings',
      '/panel/meetings/schedule',
      '/panel/meetings/requests',
      '/panel/meetings/sent',
      '/panel/meetings/availability',
    ]);
    expect(MEETINGS_TABS.map((tab) => meetingsTabOf(meetingsTabPath(tab)))).toEqual([...MEETINGS_TABS]);
    expect(meetingsTabOf('/panel/meetings/')).toBe('calendar');
    expect(meetingsTabOf('/panel/meetings/requests/')).toBe('requests');
  });

  it('is in the panel navigation with the pending requests as its badge', () => {
    expect(PANEL_AREAS.find((area) => area.name === 'panel_meetings')).toMatchObject({ path: paths.panel_meetings, count: 'meetingRequests' });
    // The dashboard's counters lead to the requests to answer and to the schedule.
    expect(pathForCount('meetingRequests')).toBe('/panel/meetings/requests');
    expect(pathForCount('meetingsToday')).toBe('/panel/meetings/schedule');
  });
});

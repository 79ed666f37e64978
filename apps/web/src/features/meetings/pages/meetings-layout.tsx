import { Tabs } from '@mantine/core';
import { IconCalendar, IconClockHour4, IconInbox, IconListDetails, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { MEETINGS_TABS, meetingsTabOf, meetingsTabPath } from '../components/meetings-tabs.ts';
import { useMeetingsLive } from '../api/meetings.ts';

const ICONS = { calendar: IconCalendar, schedule: IconListDetails, requests: IconInbox, sent: IconSend, availability: IconClockHour4 } as const;

/**
 * /panel/meetings (route `panel_meetings`): the area's tabs — Calendar (the empty child path),
 * Schedule, Requests, Sent, Availability — over the child route. Live `meeting.changed` events read
 * every meetings query again while the area is open.
 */
export function MeetingsLayout() {
  const { t } = useTranslation('meetings');
  const common = useTranslation().t;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = meetingsTabOf(pathname);
  const requests = useSessionStore((state) => state.counts.values.meetingRequests ?? 0);
  useMeetingsLive();
  return (
    <PanelPage title={common('panel.labels.meetings')} documentTitle={common(`panel.labels.${tab}`)} intro={t('page.intro')} size="xl">
      <Tabs value={tab} onChange={(next) => next && void navigate(meetingsTabPath(next as (typeof MEETINGS_TABS)[number]))} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'wrap' }}>
          {MEETINGS_TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} aria-hidden />}>
                {common(`panel.labels.${name}`)}
                {name === 'requests' && requests > 0 ? ` (${requests})` : null}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </PanelPage>
  );
}

import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { IconBuildingWarehouse, IconCalendarEvent, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { NewItemButton } from '../../../components/panel/new-item-button.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { useMyCompany } from '../../../lib/api/my-company.ts';
import { paths } from '../../../lib/paths.ts';
import { isEventTab, type EventTab } from '../components/event-filters.ts';
import { isCompanyAdminRole } from '../components/event-access.ts';
import { NotOrganizerNotice } from '../components/not-organizer-notice.tsx';
import { OrganizingList } from '../components/organizing-list.tsx';
import { ParticipatingList } from '../components/participating-list.tsx';
import { VenuesList } from '../components/venues-list.tsx';
import classes from '../components/my-events.module.css';

interface MyEventsPageProps {
  /**
   * Above "Taking part": organizers' invitations to the caller, to accept or decline. The app hands
   * it in (app/my-events-route.tsx), as another feature builds it.
   */
  invitations?: ReactNode;
}

/**
 * /panel/events (route `panel_events`): "Taking part" (every member), "Organizing" and the
 * company's venues (organizer companies; others learn how organizing is switched on). The tab and
 * each list's search, filter, sort and page live in the URL.
 */
export function MyEventsPage({ invitations }: MyEventsPageProps) {
  const { t, i18n } = useTranslation('my-events');
  const common = useTranslation().t;
  const company = useMyCompany(i18n.language);
  const [params, setParams] = useSearchParams();
  const organizer = company.data?.isOrganizer ?? false;
  const canWrite = organizer && isCompanyAdminRole(company.data?.role);
  const fallback: EventTab = organizer ? 'organizing' : 'participating';
  const asked = params.get('tab');
  const tab: EventTab = isEventTab(asked) && (asked !== 'venues' || organizer) ? asked : fallback;

  // Another tab starts with its own list's defaults: the filters of one mean nothing to the other.
  const changeTab = (next: string | null) => {
    if (!isEventTab(next) || next === tab) return;
    setParams(next === fallback ? new URLSearchParams() : new URLSearchParams({ tab: next }));
  };

  return (
    <PanelPage
      title={t('page.title')}
      documentTitle={common('panel.labels.eventsList')}
      intro={t('page.intro')}
      actions={canWrite ? <NewItemButton to={paths['panel_event-form']('new')}>{t('page.newEvent')}</NewItemButton> : undefined}
    >
      {company.isPending ? (
        <ListRowsSkeleton />
      ) : company.isError ? (
        <LoadError onRetry={() => void company.refetch()} retrying={company.isFetching} />
      ) : (
        <Tabs value={tab} onChange={changeTab} keepMounted={false} classNames={{ tabSection: classes.tabIcon, tab: classes.tab }}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="participating" leftSection={<IconTicket size={16} aria-hidden />}>
              {t('tabs.participating')}
            </Tabs.Tab>
            <Tabs.Tab value="organizing" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
              {t('tabs.organizing')}
            </Tabs.Tab>
            {organizer ? (
              <Tabs.Tab value="venues" leftSection={<IconBuildingWarehouse size={16} aria-hidden />}>
                {t('tabs.venues')}
              </Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="participating">
            {invitations}
            <ParticipatingList />
          </Tabs.Panel>
          <Tabs.Panel value="organizing">{organizer ? <OrganizingList canWrite={canWrite} /> : <NotOrganizerNotice />}</Tabs.Panel>
          {organizer ? (
            <Tabs.Panel value="venues">
              <VenuesList canWrite={canWrite} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      )}
    </PanelPage>
  );
}

import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MyEvent } from '@fairhub/shared/my-events';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { FormSkeleton } from '../../../components/panel/form-skeleton.tsx';
import { NEW_ITEM_SUB, PanelItemFormPage } from '../../../components/panel/panel-item-form-page.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { useMyCompany } from '../../../lib/api/my-company.ts';
import { paths } from '../../../lib/paths.ts';
import { myEventQueryOptions } from '../api/my-events.ts';
import { isCompanyAdminRole } from '../components/event-access.ts';
import { EventForm } from '../components/event-form.tsx';
import { NotOrganizerNotice } from '../components/not-organizer-notice.tsx';

interface EventFormPageProps {
  /**
   * What follows the form of a saved event: its participants, invitations and statistics. The app
   * hands it in (app/routes.tsx), as another feature builds those sections.
   */
  eventSections?: (event: MyEvent) => ReactNode;
}

/**
 * /panel/events/:sub (route `panel_event-form`): `new` opens an empty form; a uid loads that event
 * (or says it is not there). Only for organizer companies: others learn how organizing is switched on.
 */
export function EventFormPage({ eventSections }: EventFormPageProps) {
  const { t, i18n } = useTranslation('my-events');
  const common = useTranslation().t;
  const { sub = NEW_ITEM_SUB } = useParams();
  const isNew = sub === NEW_ITEM_SUB;
  const company = useMyCompany(i18n.language);
  const organizer = company.data?.isOrganizer === true;
  const canWrite = organizer && isCompanyAdminRole(company.data?.role);
  // Asked only of an organizer's members: anyone else would get a 403, which ends the session.
  const query = useQuery({ ...myEventQueryOptions(sub, i18n.language), enabled: !isNew && organizer });

  if (!organizer) {
    // The event itself is not loaded for a non-organizer (it would be a 403), so a uid is just "Event".
    const trail = [{ label: t('page.title'), to: paths.panel_events }, { label: isNew ? t('form.newTitle') : t('form.editTitle') }];
    return (
      <PanelPage title={isNew ? t('form.newTitle') : t('form.editTitle')} documentTitle={common('panel.labels.eventForm')} trail={trail} size="xl">
        {company.isPending ? (
          <FormSkeleton label={t('form.loading')} />
        ) : company.isError ? (
          <LoadError onRetry={() => void company.refetch()} retrying={company.isFetching} />
        ) : (
          <NotOrganizerNotice />
        )}
      </PanelPage>
    );
  }

  return (
    <PanelItemFormPage
      isNew={isNew}
      query={query}
      nameOf={(event) => event.title}
      listPath={paths.panel_events}
      documentTitle={common('panel.labels.eventForm')}
      texts={{
        list: t('page.title'),
        newTitle: t('form.newTitle'),
        editTitle: t('form.editTitle'),
        loading: t('form.loading'),
        notFound: { title: t('notFound.title'), body: t('notFound.body'), back: t('notFound.back') },
      }}
      renderForm={(event) => (
        <Stack gap="xl">
          <EventForm event={event} canWrite={canWrite} />
          {event && eventSections ? <div data-testid="event-sections">{eventSections(event)}</div> : null}
        </Stack>
      )}
    />
  );
}

import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myEventListQuerySchema, type MyEventSummary } from '@fairhub/shared/my-events';
import { EVENT_STATUSES } from '@fairhub/shared/statuses';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { useDeleteConfirm } from '../../../components/panel/use-delete-confirm.ts';
import { paths } from '../../../lib/paths.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { myEventsQueryOptions, useDeleteMyEvent } from '../api/my-events.ts';
import { DEFAULT_EVENT_SORT, EVENT_SORT_CHOICES, ORGANIZING_FIXED } from './event-filters.ts';
import { EventRow } from './event-row.tsx';

/** "Organizing": the company's events in every status; admins add new ones and delete drafts. */
export function OrganizingList({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('my-events');
  const [filters, update] = useListQuery(myEventListQuerySchema, ORGANIZING_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(myEventsQueryOptions(filters, i18n.language));
  const remove = useDeleteMyEvent();
  const deletion = useDeleteConfirm(remove, (event: MyEventSummary) => t('toasts.deleted', { name: event.title }));

  return (
    <Stack gap="lg">
      <PanelListToolbar
        regionLabel={t('organizing.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[
          controls.filter('status', {
            label: t('list.status'),
            allLabel: t('list.statusAll'),
            data: EVENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          }),
          controls.sort({ label: t('list.sort'), absent: DEFAULT_EVENT_SORT, choices: EVENT_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) }),
        ]}
      />
      <PanelListResults
        name="organizing"
        query={query}
        {...controls.paging}
        filtered={Boolean(filters.q || filters.status)}
        newItemPath={canWrite ? paths['panel_event-form']('new') : undefined}
        withImages
        texts={{
          heading: t('organizing.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('empty.filteredTitle'), hint: t('empty.filteredHint'), action: t('list.clear') },
          empty: {
            title: t('organizing.emptyTitle'),
            hint: canWrite ? t('organizing.emptyHint') : t('organizing.emptyHintMember'),
            action: t('organizing.emptyAction'),
          },
        }}
        onClear={() => update({ q: null, status: null })}
        renderItem={(event) => <EventRow event={event} onDelete={canWrite ? deletion.ask : undefined} />}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('delete.title')}
        message={t('delete.body', { name: deletion.deleting?.title ?? '' })}
        confirmLabel={t('actions.deleteDraft')}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myVenueListQuerySchema, type MyVenue } from '@fairhub/shared/my-venues';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { useDeleteConfirm } from '../../../components/panel/use-delete-confirm.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { myVenuesQueryOptions, useDeleteMyVenue } from '../api/my-venues.ts';
import { DEFAULT_VENUE_SORT, VENUE_SORT_CHOICES, VENUES_FIXED } from './event-filters.ts';
import { VenueModal } from './venue-modal.tsx';
import { VenueRow } from './venue-row.tsx';

/** The company's venues: search, sort, pages; admins add, change (in a dialog) and delete them. */
export function VenuesList({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('my-venues');
  const [filters, update] = useListQuery(myVenueListQuerySchema, VENUES_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(myVenuesQueryOptions(filters, i18n.language));
  const remove = useDeleteMyVenue();
  const [editing, setEditing] = useState<MyVenue | null | undefined>(undefined);
  const deletion = useDeleteConfirm(remove, (venue: MyVenue) => t('toasts.deleted', { name: venue.name }));

  const newVenue = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
      {t('list.new')}
    </Button>
  );

  return (
    <Stack gap="lg">
      {canWrite ? <Group justify="flex-end">{newVenue}</Group> : null}
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[controls.sort({ label: t('list.sort'), absent: DEFAULT_VENUE_SORT, choices: VENUE_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) })]}
      />
      <PanelListResults
        name="venues"
        query={query}
        {...controls.paging}
        filtered={Boolean(filters.q)}
        emptyAction={canWrite ? newVenue : undefined}
        withImages
        texts={{
          heading: t('list.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('list.filteredTitle'), hint: t('list.filteredHint'), action: t('list.clear') },
          empty: { title: t('list.emptyTitle'), hint: canWrite ? t('list.emptyHint') : t('list.emptyHintMember'), action: t('list.new') },
        }}
        onClear={() => update({ q: null })}
        renderItem={(venue) => <VenueRow venue={venue} onEdit={canWrite ? setEditing : undefined} onDelete={canWrite ? deletion.ask : undefined} />}
      />
      <VenueModal venue={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('list.deleteTitle')}
        message={t('list.deleteBody', { name: deletion.deleting?.name ?? '' })}
        confirmLabel={t('list.delete')}
      />
    </Stack>
  );
}

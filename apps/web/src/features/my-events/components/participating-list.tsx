import { Button, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myEventListQuerySchema } from '@fairhub/shared/my-events';
import { PARTICIPATION_STATUSES } from '@fairhub/shared/statuses';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { paths } from '../../../lib/paths.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { myEventsQueryOptions } from '../api/my-events.ts';
import { DEFAULT_EVENT_SORT, EVENT_SORT_CHOICES, PARTICIPATING_FIXED } from './event-filters.ts';
import { EventRow } from './event-row.tsx';

/** "Taking part": events the caller or their company takes part in, with the caller's own status. */
export function ParticipatingList() {
  const { t, i18n } = useTranslation('my-events');
  const [filters, update] = useListQuery(myEventListQuerySchema, PARTICIPATING_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(myEventsQueryOptions(filters, i18n.language));

  return (
    <Stack gap="lg">
      <PanelListToolbar
        regionLabel={t('participating.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[
          controls.filter('participation', {
            label: t('participating.status'),
            allLabel: t('list.statusAll'),
            data: PARTICIPATION_STATUSES.map((status) => ({ value: status, label: t(`participation.status.${status}`) })),
          }),
          controls.sort({ label: t('list.sort'), absent: DEFAULT_EVENT_SORT, choices: EVENT_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) }),
        ]}
      />
      <PanelListResults
        name="participating"
        query={query}
        {...controls.paging}
        filtered={Boolean(filters.q || filters.participation)}
        emptyAction={
          <Button component={Link} to={paths.events} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('participating.emptyAction')}
          </Button>
        }
        withImages
        texts={{
          heading: t('participating.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('empty.filteredTitle'), hint: t('empty.filteredHint'), action: t('list.clear') },
          empty: { title: t('participating.emptyTitle'), hint: t('participating.emptyHint'), action: t('participating.emptyAction') },
        }}
        onClear={() => update({ q: null, participation: null })}
        renderItem={(event) => <EventRow event={event} />}
      />
    </Stack>
  );
}

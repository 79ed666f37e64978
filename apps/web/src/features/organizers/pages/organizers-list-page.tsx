import { Box, Grid, SegmentedControl, Stack, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizerListQuerySchema } from '@fairhub/shared/organizers';
import { CodeSelect } from '../../../components/catalogue/code-select.tsx';
import { CityFilter, CountryFilter } from '../../../components/catalogue/directory-filters.tsx';
import { DirectoryListLayout } from '../../../components/catalogue/directory-list-layout.tsx';
import { OrganizerCard } from '../../../components/catalogue/organizer-card.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { organizersQueryOptions } from '../api/organizers.ts';
import {
  ORGANIZER_FILTER_KEYS,
  ORGANIZER_QUERY_FIXED,
  organizerDrawerCount,
  organizerFilterCount,
  organizerSort,
  organizersRequest,
} from '../components/organizer-filters.ts';

/**
 * /organizers (route `organizers-list`, kept alive as OrganizersList; /companies redirects here):
 * the public company directory — every company, or only organizers or exhibitors. Every filter
 * lives in the address; the page derives everything from it and the query cache.
 */
export function OrganizersListPage() {
  const { t, i18n } = useTranslation('directory');
  const [filters, update] = useListQuery(organizerListQuerySchema, ORGANIZER_QUERY_FIXED);
  const query = useQuery(organizersQueryOptions(organizersRequest(filters), i18n.language));
  // Three labels do not fit side by side on a phone (in Polish even less): stacked there.
  const roleOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  const sortOptions = [{ value: 'name', label: t('filters.sortName') }, ...(filters.q ? [{ value: 'relevance', label: t('filters.sortRelevance') }] : [])];

  return (
    <DirectoryListLayout
      id="organizers"
      title={t('organizers.list.title')}
      intro={t('organizers.list.intro')}
      searchLabel={t('organizers.list.searchRegion')}
      search={
        <Grid gap="md" align="flex-end">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SearchField
              label={t('organizers.list.search')}
              placeholder={t('organizers.list.searchPlaceholder')}
              value={filters.q ?? ''}
              onSearch={(q) => update(q ? { q } : { q: null, sort: null }, { replace: true })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box role="radiogroup" aria-label={t('filters.role')}>
              <SegmentedControl
                fullWidth
                orientation={roleOrientation}
                value={filters.role || 'all'}
                onChange={(role) => update({ role: role === 'organizer' || role === 'exhibitor' ? role : null })}
                data={[
                  { value: 'all', label: t('filters.roleAll') },
                  { value: 'organizer', label: t('filters.roleOrganizer') },
                  { value: 'exhibitor', label: t('filters.roleExhibitor') },
                ]}
              />
            </Box>
          </Grid.Col>
        </Grid>
      }
      filters={
        <Stack gap="md">
          <CountryFilter value={filters.country ?? ''} onChange={(country) => update({ country })} />
          <CityFilter value={filters.city ?? ''} onApply={(city) => update({ city }, { replace: true })} />
          <CodeSelect namespace="directory" value={filters.code ?? ''} onChange={(code) => update({ code })} />
        </Stack>
      }
      activeCount={organizerFilterCount(filters)}
      drawerCount={organizerDrawerCount(filters)}
      onClear={() => update(Object.fromEntries(ORGANIZER_FILTER_KEYS.map((key) => [key, null])))}
      query={query}
      page={filters.page}
      onPage={(page) => update({ page: page > 1 ? page : null })}
      countText={(total, formatted) => t(`organizers.list.count.${filters.role || 'all'}`, { count: total, formatted })}
      sort={{ value: organizerSort(filters), options: sortOptions, onChange: (sort) => update({ sort }) }}
      empty={{ title: t('organizers.list.emptyTitle'), hint: t('organizers.list.emptyHint') }}
      renderItem={(organizer) => <OrganizerCard organizer={organizer} />}
      itemKey={(organizer) => organizer.uid}
    />
  );
}

import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { venueListQuerySchema } from '@fairhub/shared/venues';
import { CityFilter, CountryFilter } from '../../../components/catalogue/directory-filters.tsx';
import { DirectoryListLayout } from '../../../components/catalogue/directory-list-layout.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { VenueCard } from '../../../components/catalogue/venue-card.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { venuesQueryOptions } from '../api/venues.ts';
import { VENUE_FILTER_KEYS, VENUE_QUERY_FIXED, venueFilterCount, venueSort, venuesRequest } from '../components/venue-filters.ts';

/**
 * /venues (route `venues-list`, kept alive as VenuesList): the public venues directory. Every filter
 * lives in the address; the page derives everything from it and the query cache, so a kept-alive
 * copy shows exactly what was left.
 */
export function VenuesListPage() {
  const { t, i18n } = useTranslation('directory');
  const [filters, update] = useListQuery(venueListQuerySchema, VENUE_QUERY_FIXED);
  const query = useQuery(venuesQueryOptions(venuesRequest(filters), i18n.language));

  const sortOptions = [{ value: 'name', label: t('filters.sortName') }, ...(filters.q ? [{ value: 'relevance', label: t('filters.sortRelevance') }] : [])];

  return (
    <DirectoryListLayout
      id="venues"
      title={t('venues.list.title')}
      intro={t('venues.list.intro')}
      searchLabel={t('venues.list.searchRegion')}
      search={
        <SearchField
          label={t('venues.list.search')}
          placeholder={t('venues.list.searchPlaceholder')}
          value={filters.q ?? ''}
          onSearch={(q) => update(q ? { q } : { q: null, sort: null }, { replace: true })}
        />
      }
      filters={
        <Stack gap="md">
          <CountryFilter value={filters.country ?? ''} onChange={(country) => update({ country })} />
          <CityFilter value={filters.city ?? ''} onApply={(city) => update({ city }, { replace: true })} />
        </Stack>
      }
      activeCount={venueFilterCount(filters)}
      drawerCount={[filters.country, filters.city].filter(Boolean).length}
      onClear={() => update(Object.fromEntries(VENUE_FILTER_KEYS.map((key) => [key, null])))}
      query={query}
      page={filters.page}
      onPage={(page) => update({ page: page > 1 ? page : null })}
      countText={(total, formatted) => t('venues.list.count', { count: total, formatted })}
      sort={{ value: venueSort(filters), options: sortOptions, onChange: (sort) => update({ sort }) }}
      empty={{ title: t('venues.list.emptyTitle'), hint: t('venues.list.emptyHint') }}
      renderItem={(venue) => <VenueCard venue={venue} />}
      itemKey={(venue) => venue.uid}
    />
  );
}

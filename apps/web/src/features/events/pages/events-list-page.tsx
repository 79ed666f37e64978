import { useRef } from 'react';
import { Badge, Box, Button, Container, Drawer, Grid, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventListQuerySchema, type EventSummary } from '@fairhub/shared/events';
import type { Page } from '@fairhub/shared/paging';
import { EventCard } from '../../../components/catalogue/event-card.tsx';
import { CardGridSkeleton, EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { eventsQueryOptions } from '../api/events.ts';
import { EventFilterFields } from '../components/event-filter-fields.tsx';
import {
  activeFilterCount,
  CLEARABLE_KEYS,
  drawerFilterCount,
  effectiveSort,
  EVENT_QUERY_FIXED,
  eventsRequest,
  type EventsQuery,
} from '../components/event-filters.ts';
import { OrganizerChip } from '../components/organizer-chip.tsx';
import { numberFormat } from '../../../lib/intl-formats.ts';

const RESULTS_HEADING = 'events-results-heading';
const FILTERS_HEADING = 'events-filters-heading';

function clearPatch() {
  return Object.fromEntries(CLEARABLE_KEYS.map((key) => [key, null]));
}

/**
 * /events (route `events`, kept alive as EventsList): the public events catalogue. Every filter lives
 * in the URL; the page derives everything from it and the query cache, so a kept-alive copy shows
 * exactly what was left.
 */
export function EventsListPage() {
  const { t, i18n } = useTranslation('events');
  const [filters, update] = useListQuery(eventListQuerySchema, EVENT_QUERY_FIXED);
  const query = useQuery(eventsQueryOptions(eventsRequest(filters), i18n.language));
  const [drawerOpened, drawer] = useDisclosure(false);
  const resultsRef = useRef<HTMLElement>(null);
  useDocumentTitle(t('list.title'));

  const active = activeFilterCount(filters);
  const inDrawer = drawerFilterCount(filters);
  const sort = effectiveSort(filters);
  const data = query.data;
  const dimmed = query.isPlaceholderData;

  const changePage = (page: number) => {
    update({ page: page > 1 ? page : null });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const sortOptions = [
    { value: 'date', label: t(filters.when === 'past' ? 'list.sortDatePast' : 'list.sortDate') },
    ...(filters.q ? [{ value: 'relevance', label: t('list.sortRelevance') }] : []),
  ];

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('list.intro')}
          </Text>
        </Stack>

        <Box component="form" role="search" aria-label={t('list.searchRegion')} onSubmit={(event) => event.preventDefault()}>
          <Grid gap="md" align="flex-end">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <SearchField
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                value={filters.q ?? ''}
                onSearch={(q) => update(q ? { q } : { q: null, sort: null }, { replace: true })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Box role="radiogroup" aria-label={t('list.when')}>
                <SegmentedControl
                  fullWidth
                  value={filters.when}
                  onChange={(when) => update({ when: when === 'past' ? 'past' : null })}
                  data={[
                    { value: 'upcoming', label: t('list.upcoming') },
                    { value: 'past', label: t('list.past') },
                  ]}
                />
              </Box>
            </Grid.Col>
          </Grid>
        </Box>

        <Group hiddenFrom="md" justify="space-between">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              inDrawer > 0 ? (
                <Badge size="sm" circle>
                  {inDrawer}
                </Badge>
              ) : null
            }
            onClick={drawer.open}
            aria-haspopup="dialog"
          >
            {t('filters.button')}
          </Button>
          {active > 0 ? (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => update(clearPatch())}>
              {t('list.clear')}
            </Button>
          ) : null}
        </Group>

        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={t('filters.title')}
          position="right"
          size="min(100%, 420px)"
          closeButtonProps={{ 'aria-label': t('filters.close') }}
        >
          <Stack gap="lg">
            <EventFilterFields filters={filters} update={update} />
            <Button onClick={drawer.close} fullWidth>
              {data ? t('filters.show', { count: data.total }) : t('filters.done')}
            </Button>
          </Stack>
        </Drawer>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Box component="section" aria-labelledby={FILTERS_HEADING}>
              <Title order={2} size="h4" id={FILTERS_HEADING} mb="sm">
                {t('filters.title')}
              </Title>
              <EventFilterFields filters={filters} update={update} />
              {active > 0 ? (
                <Button mt="md" variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => update(clearPatch())}>
                  {t('list.clear')}
                </Button>
              ) : null}
            </Box>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box component="section" aria-labelledby={RESULTS_HEADING} ref={resultsRef} style={{ scrollMarginTop: 80 }}>
              <Title order={2} id={RESULTS_HEADING} className="sr-only">
                {t('list.results')}
              </Title>
              <Group justify="space-between" align="flex-end" mb="md" gap="sm">
                <Stack gap={6}>
                  <Text role="status" fw={600} mih={24}>
                    {data ? t('list.count', { count: data.total, formatted: numberFormat(i18n.language).format(data.total) }) : null}
                  </Text>
                  {filters.organizer ? <OrganizerChip uid={filters.organizer} onRemove={() => update({ organizer: null })} /> : null}
                </Stack>
                <Select
                  label={t('list.sort')}
                  data={sortOptions}
                  value={sort}
                  onChange={(value) => update({ sort: value === 'date' || value === 'relevance' ? value : null })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                  w={{ base: '100%', xs: 220 }}
                />
              </Group>
              <Results
                filters={filters}
                query={query}
                dimmed={dimmed}
                onClear={active > 0 ? () => update(clearPatch()) : null}
                onWhen={(when) => update({ when: when === 'past' ? 'past' : null })}
                onFirstPage={() => changePage(1)}
              />
              {data && data.items.length > 0 ? <ResultPager page={filters.page} perPage={data.perPage} total={data.total} onChange={changePage} /> : null}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

interface ResultsProps {
  filters: EventsQuery;
  query: UseQueryResult<Page<EventSummary>>;
  dimmed: boolean;
  onClear: (() => void) | null;
  onWhen: (when: 'upcoming' | 'past') => void;
  onFirstPage: () => void;
}

function Results({ filters, query, dimmed, onClear, onWhen, onFirstPage }: ResultsProps) {
  const { t } = useTranslation('events');
  if (query.isPending) return <CardGridSkeleton count={6} cols={{ base: 1, sm: 2, lg: 3 }} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;

  if (data.items.length === 0 && data.total > 0) {
    return (
      <EmptyState
        title={t('empty.pastEnd', { page: filters.page })}
        action={
          <Button variant="light" onClick={onFirstPage}>
            {t('empty.firstPage')}
          </Button>
        }
      />
    );
  }

  if (data.items.length === 0) {
    const other = filters.when === 'upcoming' ? 'past' : 'upcoming';
    return (
      <EmptyState
        title={filters.when === 'upcoming' ? t('empty.titleUpcoming') : t('empty.titlePast')}
        action={
          <>
            {onClear ? (
              <Button variant="filled" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
                {t('list.clear')}
              </Button>
            ) : null}
            <Button variant="light" onClick={() => onWhen(other)}>
              {other === 'past' ? t('empty.seePast') : t('empty.seeUpcoming')}
            </Button>
          </>
        }
      >
        {onClear ? t('empty.hintFiltered') : filters.when === 'upcoming' ? t('empty.hintUpcoming') : t('empty.hintPast')}
      </EmptyState>
    );
  }

  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy={dimmed}
      data-testid="events-grid"
      style={{ opacity: dimmed ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {data.items.map((event) => (
        <EventCard key={event.uid} event={event} />
      ))}
    </SimpleGrid>
  );
}

import { useRef, type ReactNode, type RefObject } from 'react';
import { Badge, Box, Button, Container, Drawer, Grid, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@fairhub/shared/paging';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CardGridSkeleton, EmptyState, LoadError } from './list-states.tsx';
import { ResultPager } from './result-pager.tsx';
import { numberFormat } from '../../lib/intl-formats.ts';

interface SortOption {
  value: string;
  label: string;
}

interface DirectoryListLayoutProps<T> {
  /** Prefix of the landmarks' ids, e.g. `venues`. */
  id: string;
  title: string;
  intro: string;
  searchLabel: string;
  /** The search box (and whatever sits beside it, e.g. a role switch). */
  search: ReactNode;
  /** Filter fields: a sidebar from `md` up, a drawer on phones. */
  filters: ReactNode;
  /** Filters narrowing the list (search words included): "clear filters" shows when above 0. */
  activeCount: number;
  /** Filters inside the drawer, counted on its button. */
  drawerCount: number;
  onClear: () => void;
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  countText: (total: number, formatted: string) => string;
  sort: { value: string; options: SortOption[]; onChange: (value: string) => void };
  empty: { title: string; hint: string };
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/**
 * The frame of a directory listing (venues, organizers): h1 and intro, search, filters in a sidebar
 * or a drawer, count and sort, the cards (skeleton, error with retry, empty states), the pager.
 * Everything it shows comes from its props, derived by the page from the address and the cache.
 */
export function DirectoryListLayout<T>(props: DirectoryListLayoutProps<T>) {
  const { t, i18n } = useTranslation('directory');
  const [drawerOpened, drawer] = useDisclosure(false);
  const resultsRef = useRef<HTMLElement>(null);
  useDocumentTitle(props.title);
  const data = props.query.data;
  const filtersHeading = `${props.id}-filters-heading`;
  const resultsHeading = `${props.id}-results-heading`;

  const changePage = (page: number) => {
    props.onPage(page);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const clearButton = (mt?: string) =>
    props.activeCount > 0 ? (
      <Button mt={mt} variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={props.onClear}>
        {t('filters.clear')}
      </Button>
    ) : null;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {props.title}
          </Title>
          <Text c="dimmed" size="lg">
            {props.intro}
          </Text>
        </Stack>

        <Box component="form" role="search" aria-label={props.searchLabel} onSubmit={(event) => event.preventDefault()}>
          {props.search}
        </Box>

        <Group hiddenFrom="md" justify="space-between">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              props.drawerCount > 0 ? (
                <Badge size="sm" circle>
                  {props.drawerCount}
                </Badge>
              ) : null
            }
            onClick={drawer.open}
            aria-haspopup="dialog"
          >
            {t('filters.button')}
          </Button>
          {clearButton()}
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
            {drawerOpened ? props.filters : null}
            <Button onClick={drawer.close} fullWidth>
              {data ? t('filters.show', { count: data.total, formatted: numberFormat(i18n.language).format(data.total) }) : t('filters.done')}
            </Button>
          </Stack>
        </Drawer>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Box component="section" aria-labelledby={filtersHeading}>
              <Title order={2} size="h4" id={filtersHeading} mb="sm">
                {t('filters.title')}
              </Title>
              {drawerOpened ? null : props.filters}
              {clearButton('md')}
            </Box>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box component="section" aria-labelledby={resultsHeading} ref={resultsRef as RefObject<HTMLElement>} style={{ scrollMarginTop: 80 }}>
              <Title order={2} id={resultsHeading} className="sr-only">
                {t('filters.results')}
              </Title>
              <Group justify="space-between" align="flex-end" mb="md" gap="sm">
                <Text role="status" fw={600} mih={24}>
                  {data ? props.countText(data.total, numberFormat(i18n.language).format(data.total)) : null}
                </Text>
                <Select
                  label={t('filters.sort')}
                  data={props.sort.options}
                  value={props.sort.value}
                  onChange={(value) => value && props.sort.onChange(value)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                  w={{ base: '100%', xs: 220 }}
                />
              </Group>
              <DirectoryResults {...props} onFirstPage={() => changePage(1)} />
              {data && data.items.length > 0 ? <ResultPager page={props.page} perPage={data.perPage} total={data.total} onChange={changePage} /> : null}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function DirectoryResults<T>({
  id,
  query,
  page,
  activeCount,
  onClear,
  empty,
  renderItem,
  itemKey,
  onFirstPage,
}: DirectoryListLayoutProps<T> & { onFirstPage: () => void }) {
  const { t } = useTranslation('directory');
  if (query.isPending) return <CardGridSkeleton count={6} cols={{ base: 1, sm: 2, lg: 3 }} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  if (data.items.length === 0 && data.total > 0) {
    return (
      <EmptyState
        title={t('empty.pastEnd', { page })}
        action={
          <Button variant="light" onClick={onFirstPage}>
            {t('empty.firstPage')}
          </Button>
        }
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={activeCount > 0 ? empty.title : t('empty.nothingYet')}
        action={
          activeCount > 0 ? (
            <Button leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
              {t('filters.clear')}
            </Button>
          ) : null
        }
      >
        {activeCount > 0 ? empty.hint : t('empty.nothingYetHint')}
      </EmptyState>
    );
  }
  const dimmed = query.isPlaceholderData;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy={dimmed}
      data-testid={`${id}-grid`}
      style={{ opacity: dimmed ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {data.items.map((item) => (
        <Box key={itemKey(item)}>{renderItem(item)}</Box>
      ))}
    </SimpleGrid>
  );
}

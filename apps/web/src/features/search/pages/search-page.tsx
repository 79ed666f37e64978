import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchQuerySchema, type SearchGroup } from '@fairhub/shared/search';
import { CardGridSkeleton, EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { paths } from '../../../lib/paths.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { catalogueSearchQueryOptions, SEARCH_PAGE_LIMIT } from '../api/search.ts';
import { formatTotal, SearchGroups } from '../components/search-groups.tsx';

const SEARCH_FIXED = { limit: SEARCH_PAGE_LIMIT };

/** The lists a visitor can browse instead of searching. */
const BROWSE = [
  { to: paths.events, key: 'events' },
  { to: paths['organizers-list'], key: 'organizers' },
  { to: paths['venues-list'], key: 'venues' },
  { to: paths.codes, key: 'codes' },
] as const;

/**
 * /search (route `search`, not kept alive): one box across the catalogue. What is typed goes into
 * the address (`?q=`, replacing the entry) once typing pauses; the results come grouped, the
 * groups in the order the API ranked them.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation('search');
  const [query, update] = useListQuery(searchQuerySchema, SEARCH_FIXED);
  const q = query.q ?? '';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const results = useQuery(catalogueSearchQueryOptions(query, language));

  return (
    <PageContainer title={t('title')} intro={t('intro')} size="xl">
      <Stack gap="lg">
        <div role="search" aria-label={t('landmark')} style={{ maxWidth: 640 }}>
          <SearchField value={q} onSearch={(text) => update({ q: text }, { replace: true })} label={t('label')} placeholder={t('placeholder')} autoFocus={!q} />
        </div>

        {!q ? (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('startTitle')}
              </Title>
              <Text size="sm">{t('startText')}</Text>
              <BrowseLinks />
            </Stack>
          </Card>
        ) : results.isError ? (
          <LoadError onRetry={() => void results.refetch()} retrying={results.isFetching} />
        ) : !results.data ? (
          <CardGridSkeleton />
        ) : results.data.order.length === 0 ? (
          <EmptyState title={t('emptyTitle', { q })} action={<BrowseLinks />}>
            {t('emptyText')}
          </EmptyState>
        ) : (
          <Stack gap="lg" aria-busy={results.isPlaceholderData}>
            <Text size="sm" fw={500} role="status">
              {t('summary', {
                q: results.data.q,
                groups: results.data.order
                  .map((group: SearchGroup) =>
                    t(`counts.${group}`, { count: results.data[group].total, total: formatTotal(results.data[group].total, language) }),
                  )
                  .join(', '),
              })}
            </Text>
            <SearchGroups result={results.data} />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

function BrowseLinks() {
  const { t } = useTranslation('search');
  return (
    <Group gap="xs" component="ul" aria-label={t('browse')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {BROWSE.map((item) => (
        <li key={item.key}>
          <Button component={Link} to={item.to} variant="default" size="xs">
            {t(`browseLinks.${item.key}`)}
          </Button>
        </li>
      ))}
      <li>
        <Anchor component={Link} to={paths['codes-search']} size="sm" ml={4}>
          {t('browseLinks.codesSearch')}
        </Anchor>
      </li>
    </Group>
  );
}

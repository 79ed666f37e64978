import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeSearchQuerySchema } from '@fairhub/shared/codes';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { paths } from '../../../lib/paths.ts';
import { CODE_SEARCH_PER_PAGE, codeSearchQueryOptions } from '../../../lib/api/code-search.ts';
import { codeSearchFor, withQuery } from '../../../lib/code-links.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { CodeSearchHitCard } from '../components/code-search-hit.tsx';

/** Searches that show what the box can do: words in either language and a code prefix. */
export const CODE_SEARCH_EXAMPLES = ['metal', '25.1', 'żywność', 'software'] as const;

const RESULTS_ID = 'code-search-results';
const CODE_SEARCH_FIXED = { perPage: CODE_SEARCH_PER_PAGE };

/**
 * /codes-search (route `codes-search`, kept alive as CodesSearch): codes by code prefix or words,
 * with the companies and events that carry them. `q` and `page` live in the address.
 */
export function CodesSearchPage() {
  const { t, i18n } = useTranslation('codes');
  const [query, update] = useListQuery(codeSearchQuerySchema, CODE_SEARCH_FIXED);
  const q = query.q ?? '';
  const page = query.page;
  const results = useQuery(codeSearchQueryOptions(query, i18n.resolvedLanguage ?? i18n.language));

  return (
    <PageContainer title={t('search.title')} intro={t('search.intro')} size="lg">
      <Stack gap="md">
        <div style={{ maxWidth: 560 }}>
          <SearchField value={q} onSearch={(text) => update({ q: text }, { replace: true })} label={t('search.label')} placeholder={t('search.placeholder')} />
        </div>

        {!q ? (
          <SearchIntro />
        ) : results.isError ? (
          <LoadError onRetry={() => void results.refetch()} retrying={results.isFetching} />
        ) : !results.data ? (
          <HitSkeleton />
        ) : results.data.total === 0 ? (
          <EmptyState
            title={t('search.emptyTitle', { q })}
            action={
              <>
                <Button component={Link} to={paths.codes}>
                  {t('search.browseTree')}
                </Button>
                <Button component={Link} to={withQuery(paths.search, { q })} variant="default">
                  {t('search.searchEverything')}
                </Button>
              </>
            }
          >
            {t('search.emptyText')}
          </EmptyState>
        ) : (
          <Stack gap="md" id={RESULTS_ID} aria-busy={results.isPlaceholderData}>
            <Text size="sm" fw={500} role="status">
              {t('search.found', { count: results.data.total, q })}
            </Text>
            {results.data.items.map((hit) => (
              <CodeSearchHitCard key={hit.code} hit={hit} />
            ))}
            {results.data.items.length === 0 ? (
              <Text size="sm">
                <Anchor component={Link} to={codeSearchFor(q)}>
                  {t('search.backToFirstPage')}
                </Anchor>
              </Text>
            ) : null}
            <ResultPager
              page={page}
              perPage={CODE_SEARCH_PER_PAGE}
              total={results.data.total}
              onChange={(next) => {
                update({ page: next > 1 ? next : null });
                document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
              }}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

/** Before anything is typed: what the search finds, and a few searches to start from. */
function SearchIntro() {
  const { t } = useTranslation('codes');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('search.howTitle')}
        </Title>
        <Text size="sm">{t('search.howText')}</Text>
        <Text size="sm" fw={600} id="code-search-examples">
          {t('search.examples')}
        </Text>
        <Group gap="xs" component="ul" aria-labelledby="code-search-examples" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {CODE_SEARCH_EXAMPLES.map((example) => (
            <li key={example}>
              <Button component={Link} to={codeSearchFor(example)} variant="light" size="xs" radius="xl">
                {example}
              </Button>
            </li>
          ))}
        </Group>
        <Text size="sm">
          <Anchor component={Link} to={paths.codes}>
            {t('search.browseTree')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}

function HitSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Skeleton height={12} width="50%" mb="sm" />
          <Skeleton height={20} width="75%" mb="sm" />
          <Skeleton height={12} width="35%" mb="md" />
          <Skeleton height={12} width="60%" mb={6} />
          <Skeleton height={12} width="55%" />
        </Card>
      ))}
    </Stack>
  );
}

import { useCallback, useMemo } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CodeTreeNode } from '@fairhub/shared/codes';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { SearchField } from '../../../components/catalogue/search-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { paths } from '../../../lib/paths.ts';
import { codeTreeQueryOptions } from '../../../lib/api/codes.ts';
import { codeSearchFor, readableQuery } from '../../../lib/code-links.ts';
import { filterTree, formatOpen, indexTree, parseOpen, toggleOpen } from '../../../lib/code-tree.ts';
import { CodeTree, levelName } from '../components/code-tree.tsx';
import { CodeTreeSkeleton } from '../components/code-tree-skeleton.tsx';

/**
 * /codes (route `codes`, kept alive as CodesList): the NACE Rev. 2 tree. What is open lives in the
 * address (`?open=C,25`, each click a history entry, so Back closes it again and a link shares it);
 * the filter box (`?q=`) narrows the tree in the browser.
 */
export function CodesPage() {
  const { t, i18n } = useTranslation('codes');
  const [params] = useSearchParams();
  const openParam = params.get('open');
  const open = useMemo(() => parseOpen(openParam), [openParam]);
  const openSet = useMemo(() => new Set(open), [open]);
  const filter = (params.get('q') ?? '').trim();
  const tree = useQuery(codeTreeQueryOptions(i18n.resolvedLanguage ?? i18n.language));

  const nodes = tree.data?.items;
  const filtered = useMemo(() => (nodes && filter ? filterTree(nodes, filter) : undefined), [nodes, filter]);
  const levelCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const node of indexTree(nodes ?? []).values()) counts.set(levelName(node.level), (counts.get(levelName(node.level)) ?? 0) + 1);
    return [...counts].map(([level, count]) => t(`summary.${level}`, { count })).join(' · ');
  }, [nodes, t]);

  const navigate = useNavigate();
  const { search } = useLocation();
  /**
   * Opening or closing adds a history entry, so Back undoes it; typing in the filter replaces the
   * entry. Commas stay readable in the address (`open=C,25`).
   */
  const update = useCallback(
    (patch: { open?: string[]; q?: string }, { replace = false } = {}) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        const text = Array.isArray(value) ? formatOpen(value) : value;
        if (text) next.set(key, text);
        else next.delete(key);
      }
      const query = readableQuery(next);
      void navigate({ search: query ? `?${query}` : '' }, { replace });
    },
    [navigate, search],
  );
  const onToggle = useCallback((node: CodeTreeNode) => update({ open: toggleOpen(open, node) }), [open, update]);

  return (
    <PageContainer title={t('tree.title')} intro={t('tree.intro')} size="lg">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 260px', maxWidth: 480 }}>
            <SearchField
              value={filter}
              onSearch={(text) => update({ q: text }, { replace: true })}
              label={t('tree.filterLabel')}
              placeholder={t('tree.filterPlaceholder')}
            />
          </div>
          {open.length > 0 && !filter ? (
            <Button variant="default" onClick={() => update({ open: [] })}>
              {t('tree.collapseAll')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="tree.searchHint"
            components={{ search: <Anchor component={Link} to={filter ? codeSearchFor(filter) : paths['codes-search']} underline="always" /> }}
          />
        </Text>

        {tree.isPending ? (
          <CodeTreeSkeleton />
        ) : tree.isError ? (
          <LoadError onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
        ) : filtered ? (
          <>
            <Text size="sm" fw={500} role="status">
              {t('tree.matches', { count: filtered.matches, filter })}
            </Text>
            {filtered.matches === 0 ? (
              <EmptyState
                title={t('tree.noMatchTitle', { filter })}
                action={
                  <>
                    <Button variant="default" onClick={() => update({ q: '' })}>
                      {t('tree.clearFilter')}
                    </Button>
                    <Button component={Link} to={codeSearchFor(filter)}>
                      {t('tree.searchInstead', { filter })}
                    </Button>
                  </>
                }
              >
                {t('tree.noMatchText')}
              </EmptyState>
            ) : (
              <CodeTree nodes={filtered.nodes} open={openSet} onToggle={onToggle} matched={filtered.matched} label={t('tree.label')} />
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {levelCounts}
            </Text>
            <CodeTree nodes={nodes ?? []} open={openSet} onToggle={onToggle} label={t('tree.label')} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

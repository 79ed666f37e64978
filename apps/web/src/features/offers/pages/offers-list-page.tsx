import { useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, OfferPage } from '@fairhub/shared/offers';
import { OFFER_KINDS, OFFER_STATUSES } from '@fairhub/shared/statuses';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { offersQueryOptions } from '../api/get-offers.ts';
import { useUpdateOffer } from '../api/update-offer.ts';
import { DEFAULT_OFFER_SORT, filtersFromParams, isFiltered, listParamsFor, OFFER_SORT_CHOICES, type OfferFilters } from '../components/offer-filters.ts';
import { OfferRow } from '../components/offer-row.tsx';

const RESULTS_HEADING = 'offers-results-heading';

/** What the confirm dialog asks about: closing (final) or deleting an offer. */
interface Pending {
  action: 'close' | 'delete';
  offer: Offer;
}

/**
 * /panel/offers (route `panel_offers`): the company's offers, requests and partnership proposals.
 * Search, status, kind, sort and page live in the URL; publishing, closing and deleting show at
 * once and are undone when the server refuses.
 */
export function OffersListPage() {
  const { t, i18n } = useTranslation('offers');
  const common = useTranslation().t;
  const [params, update] = useUrlQuery();
  const filters = filtersFromParams(params);
  const query = useQuery(offersQueryOptions(listParamsFor(filters), i18n.language));
  const updateOffer = useUpdateOffer();
  const deleteOffer = useDeleteOffer();
  const [pending, setPending] = useState<Pending | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const data = query.data;

  const changePage = (page: number) => {
    update({ page: page > 1 ? page : null });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const changeStatus = (offer: Offer, status: 'active' | 'closed') => {
    void updateOffer.mutateAsync({ input: { status }, preview: { ...offer, status, updatedAt: new Date().toISOString() } }).then(
      () => notify.success(t(status === 'active' ? 'toasts.published' : 'toasts.closed', { title: offer.title })),
      () => undefined,
    );
  };

  const confirm = () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    if (current.action === 'close') {
      changeStatus(current.offer, 'closed');
      return;
    }
    void deleteOffer.mutateAsync(current.offer.uid).then(
      () => notify.success(t('toasts.deleted', { title: current.offer.title })),
      () => undefined,
    );
  };

  return (
    <PanelPage
      title={t('list.title')}
      documentTitle={common('panel.labels.offersList')}
      intro={t('list.intro')}
      actions={
        <Button component={Link} to={paths['panel_offer-form']('new')} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.new')}
        </Button>
      }
    >
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={{
          label: t('list.search'),
          placeholder: t('list.searchPlaceholder'),
          value: filters.q,
          onSearch: (q) => update({ q: q || null }, { replace: true }),
        }}
        selects={[
          {
            key: 'status',
            label: t('list.status'),
            value: filters.status || 'all',
            data: [{ value: 'all', label: t('list.statusAll') }, ...OFFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))],
            onChange: (status) => update({ status: status === 'all' ? null : status }),
          },
          {
            key: 'kind',
            label: t('list.kind'),
            value: filters.kind || 'all',
            data: [{ value: 'all', label: t('list.kindAll') }, ...OFFER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))],
            onChange: (kind) => update({ kind: kind === 'all' ? null : kind }),
          },
          {
            key: 'sort',
            label: t('list.sort'),
            value: filters.sort,
            data: OFFER_SORT_CHOICES.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
            onChange: (sort) => update({ sort: sort === DEFAULT_OFFER_SORT ? null : sort }),
          },
        ]}
      />

      <Box component="section" aria-labelledby={RESULTS_HEADING} ref={resultsRef} style={{ scrollMarginTop: 80 }}>
        <h2 id={RESULTS_HEADING} className="sr-only">
          {t('list.results')}
        </h2>
        <Text role="status" fw={600} mih={24} mb="sm">
          {data && data.total > 0 ? t('list.count', { count: data.total, formatted: new Intl.NumberFormat(i18n.language).format(data.total) }) : null}
        </Text>
        <Results
          filters={filters}
          query={query}
          onClear={() => update({ q: null, status: null, kind: null })}
          onFirstPage={() => changePage(1)}
          onPublish={(offer) => changeStatus(offer, 'active')}
          onClose={(offer) => setPending({ action: 'close', offer })}
          onDelete={(offer) => setPending({ action: 'delete', offer })}
        />
        {data && data.items.length > 0 ? <ResultPager page={filters.page} perPage={data.perPage} total={data.total} onChange={changePage} /> : null}
      </Box>

      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'close' ? t('close.title') : t('delete.title')}
        message={pending?.action === 'close' ? t('close.body', { title: pending.offer.title }) : t('delete.body', { title: pending?.offer.title ?? '' })}
        confirmLabel={pending?.action === 'close' ? t('actions.closeOffer') : t('actions.delete')}
        danger={pending?.action === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </PanelPage>
  );
}

interface ResultsProps {
  filters: OfferFilters;
  query: UseQueryResult<OfferPage>;
  onClear: () => void;
  onFirstPage: () => void;
  onPublish: (offer: Offer) => void;
  onClose: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
}

function Results({ filters, query, onClear, onFirstPage, onPublish, onClose, onDelete }: ResultsProps) {
  const { t } = useTranslation('offers');
  const [now] = useState(() => Date.now());
  if (query.isPending) return <ListRowsSkeleton />;
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

  if (data.items.length === 0 && isFiltered(filters)) {
    return (
      <EmptyState
        title={t('empty.filteredTitle')}
        action={
          <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t('list.clear')}
          </Button>
        }
      >
        {t('empty.filteredHint')}
      </EmptyState>
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        action={
          <Button component={Link} to={paths['panel_offer-form']('new')} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('empty.addFirst')}
          </Button>
        }
      >
        {t('empty.hint')}
      </EmptyState>
    );
  }

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-busy={query.isPlaceholderData}
      data-testid="offers-list"
      style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {data.items.map((offer) => (
        <OfferRow key={offer.uid} offer={offer} onPublish={onPublish} onClose={onClose} onDelete={onDelete} now={now} />
      ))}
    </Stack>
  );
}

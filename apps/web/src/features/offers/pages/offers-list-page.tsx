import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offerListQuerySchema, type Offer } from '@fairhub/shared/offers';
import { OFFER_KINDS, OFFER_STATUSES } from '@fairhub/shared/statuses';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NewItemButton } from '../../../components/panel/new-item-button.tsx';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { offersQueryOptions, useDeleteOffer, useUpdateOffer } from '../api/offers.ts';
import { DEFAULT_OFFER_SORT, isFiltered, OFFER_QUERY_FIXED, OFFER_SORT_CHOICES } from '../components/offer-filters.ts';
import { OfferRow } from '../components/offer-row.tsx';

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
  const [filters, update] = useListQuery(offerListQuerySchema, OFFER_QUERY_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(offersQueryOptions(filters, i18n.language));
  const updateOffer = useUpdateOffer();
  const deleteOffer = useDeleteOffer();
  const [pending, setPending] = useState<Pending | null>(null);
  // The time the list was first shown at, to tell offers whose end date has passed.
  const [now] = useState(() => Date.now());
  const newPath = paths['panel_offer-form']('new');

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
      actions={<NewItemButton to={newPath}>{t('list.new')}</NewItemButton>}
    >
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[
          controls.filter('status', {
            label: t('list.status'),
            allLabel: t('list.statusAll'),
            data: OFFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          }),
          controls.filter('kind', {
            label: t('list.kind'),
            allLabel: t('list.kindAll'),
            data: OFFER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
          }),
          controls.sort({ label: t('list.sort'), absent: DEFAULT_OFFER_SORT, choices: OFFER_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) }),
        ]}
      />

      <PanelListResults
        name="offers"
        query={query}
        {...controls.paging}
        filtered={isFiltered(filters)}
        newItemPath={newPath}
        texts={{
          heading: t('list.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('empty.filteredTitle'), hint: t('empty.filteredHint'), action: t('list.clear') },
          empty: { title: t('empty.title'), hint: t('empty.hint'), action: t('empty.addFirst') },
        }}
        onClear={() => update({ q: null, status: null, kind: null })}
        renderItem={(offer) => (
          <OfferRow
            offer={offer}
            onPublish={(item) => changeStatus(item, 'active')}
            onClose={(item) => setPending({ action: 'close', offer: item })}
            onDelete={(item) => setPending({ action: 'delete', offer: item })}
            now={now}
          />
        )}
      />

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

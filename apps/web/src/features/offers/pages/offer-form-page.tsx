import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { FormSkeleton } from '../../../components/panel/form-skeleton.tsx';
import { ItemNotFound } from '../../../components/panel/item-not-found.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { offerQueryOptions } from '../api/get-offer.ts';
import { OfferForm } from '../components/offer-form.tsx';

/** `sub` of a new offer; anything else is an offer uid. */
export const NEW_SUB = 'new';

/**
 * /panel/offers/:sub (route `panel_offer-form`): `new` opens an empty form; a uid loads that
 * offer, or says it is not there (another company's, deleted, mistyped) with a way back.
 */
export function OfferFormPage() {
  const { t, i18n } = useTranslation('offers');
  const common = useTranslation().t;
  const { sub = NEW_SUB } = useParams();
  const isNew = sub === NEW_SUB;
  const query = useQuery({ ...offerQueryOptions(sub, i18n.language), enabled: !isNew });
  const offer = isNew ? null : query.data;
  const missing = !isNew && query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  const title = isNew ? t('form.newTitle') : offer ? offer.title : missing ? t('notFound.title') : t('form.editTitle');
  const trail = [{ label: t('list.title'), to: paths.panel_offers }, { label: isNew ? t('form.newTitle') : (offer?.title ?? t('form.editTitle')) }];

  return (
    <PanelPage title={title} documentTitle={common('panel.labels.offerForm')} trail={trail} size="xl">
      {isNew ? (
        <OfferForm key={NEW_SUB} offer={null} />
      ) : offer ? (
        <OfferForm key={offer.uid} offer={offer} />
      ) : missing ? (
        <ItemNotFound body={t('notFound.body')} backLabel={t('notFound.back')} backTo={paths.panel_offers} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <FormSkeleton label={t('form.loading')} />
      )}
    </PanelPage>
  );
}


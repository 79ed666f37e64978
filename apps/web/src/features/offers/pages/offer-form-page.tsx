import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NEW_ITEM_SUB, PanelItemFormPage } from '../../../components/panel/panel-item-form-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { offerQueryOptions } from '../api/offers.ts';
import { OfferForm } from '../components/offer-form.tsx';

/**
 * /panel/offers/:sub (route `panel_offer-form`): `new` opens an empty form; a uid loads that
 * offer, or says it is not there (another company's, deleted, mistyped) with a way back.
 */
export function OfferFormPage() {
  const { t, i18n } = useTranslation('offers');
  const common = useTranslation().t;
  const { sub = NEW_ITEM_SUB } = useParams();
  const isNew = sub === NEW_ITEM_SUB;
  const query = useQuery({ ...offerQueryOptions(sub, i18n.language), enabled: !isNew });

  return (
    <PanelItemFormPage
      isNew={isNew}
      query={query}
      nameOf={(offer) => offer.title}
      listPath={paths.panel_offers}
      documentTitle={common('panel.labels.offerForm')}
      texts={{
        list: t('list.title'),
        newTitle: t('form.newTitle'),
        editTitle: t('form.editTitle'),
        loading: t('form.loading'),
        notFound: { title: t('notFound.title'), body: t('notFound.body'), back: t('notFound.back') },
      }}
      renderForm={(offer) => <OfferForm offer={offer} />}
    />
  );
}

import { offerListQuerySchema, type CreateOfferInput, type Offer, type OfferListQuery, type UpdateOfferInput } from '@fairhub/shared/offers';
import { companyResourceApi, type ResourceChange } from '../../../lib/api/company-resource-api.ts';

/** The company's offers: GET/POST offers, GET/PATCH/DELETE offers/{uid}. */
const offers = companyResourceApi<Offer, OfferListQuery, CreateOfferInput, UpdateOfferInput>({
  path: 'offers',
  listQuerySchema: offerListQuerySchema,
  namespace: 'offers',
  fitsFilters: (query, offer) => (!query.status || query.status === offer.status) && (!query.kind || query.kind === offer.kind),
  latestFirstSorts: ['-updated'],
});

export type OfferChange<Input> = ResourceChange<Offer, Input>;
export const getOffers = offers.getList;
export const getOffer = offers.getItem;
export const createOffer = offers.create;
export const updateOffer = offers.update;
export const deleteOffer = offers.remove;
export const offersQueryOptions = offers.listQueryOptions;
export const offerQueryOptions = offers.itemQueryOptions;
export const useCreateOffer = offers.useCreate;
export const useUpdateOffer = offers.useUpdate;
export const useDeleteOffer = offers.useDelete;

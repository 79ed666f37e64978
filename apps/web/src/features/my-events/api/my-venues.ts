import { myVenueListQuerySchema, type CreateVenueInput, type MyVenue, type MyVenueListQuery, type UpdateVenueInput } from '@fairhub/shared/my-venues';
import { companyResourceApi, type ResourceChange } from '../../../lib/api/company-resource-api.ts';

/** The organizer company's venues: GET/POST venues/mine, GET/PATCH/DELETE venues/mine/{uid} (delete refused while coming events use it). */
const venues = companyResourceApi<MyVenue, MyVenueListQuery, CreateVenueInput, UpdateVenueInput>({
  path: 'venues/mine',
  listQuerySchema: myVenueListQuerySchema,
  namespace: 'my-venues',
  fitsFilters: () => true,
  latestFirstSorts: ['-updated', '-created'],
});

export type VenueChange<Input> = ResourceChange<MyVenue, Input>;
export const myVenueKeys = venues.keys;
export const getMyVenues = venues.getList;
export const myVenuesQueryOptions = venues.listQueryOptions;
export const myVenueQueryOptions = venues.itemQueryOptions;
export const useCreateMyVenue = venues.useCreate;
export const useUpdateMyVenue = venues.useUpdate;
export const useDeleteMyVenue = venues.useDelete;

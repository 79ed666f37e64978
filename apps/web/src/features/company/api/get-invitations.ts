import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationListItem, InvitationListQuery } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../../../lib/auth-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET companies/mine/invitations — the open invitations (owners and admins only: never ask as a member). */
export function getInvitations(query: InvitationListQuery, signal?: AbortSignal): Promise<Page<InvitationListItem>> {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.status) search.set('status', query.status);
  if (query.sort) search.set('sort', query.sort);
  if (query.page) search.set('page', String(query.page));
  if (query.perPage) search.set('perPage', String(query.perPage));
  const suffix = search.size ? `?${search.toString()}` : '';
  return authRequest<Page<InvitationListItem>>(`companies/mine/invitations${suffix}`, { signal });
}

export const invitationsQueryOptions = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: companyKeys.invitationPage(query),
    queryFn: ({ signal }) => getInvitations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvitations(query: InvitationListQuery) {
  return useQuery(invitationsQueryOptions(query));
}

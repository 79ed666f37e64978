import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberListQuerySchema, type Member, type MemberListQuery } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../auth-client.ts';
import { listPath } from './list-path.ts';

/**
 * The caller's company's people (`companies/mine/members`): read by the team page and by everything
 * that picks colleagues (the members who staff a stand at an event). Changing the team stays with
 * the company feature. The keys sit under the company's (`['company']`), so they go when one leaves.
 */
export const companyMemberKeys = {
  all: ['company', 'members'] as const,
  page: (query: MemberListQuery) => [...companyMemberKeys.all, query] as const,
};

/** GET companies/mine/members — the company's people (any member may read them). */
export function getMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<Member>> {
  return authRequest<Page<Member>>(listPath('companies/mine/members', memberListQuerySchema, query), { signal });
}

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: companyMemberKeys.page(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });

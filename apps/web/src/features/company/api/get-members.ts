import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Member, MemberListQuery } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../../../lib/auth-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET companies/mine/members — the company's people (any member may read them). */
export function getMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<Member>> {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.sort) search.set('sort', query.sort);
  if (query.page) search.set('page', String(query.page));
  if (query.perPage) search.set('perPage', String(query.perPage));
  const suffix = search.size ? `?${search.toString()}` : '';
  return authRequest<Page<Member>>(`companies/mine/members${suffix}`, { signal });
}

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: companyKeys.memberPage(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MemberListQuery, enabled = true) {
  return useQuery({ ...membersQueryOptions(query), enabled });
}

/**
 * The first two people by role: owners come first, so the caller is the only owner when the second
 * of them is not an owner. The leave button says so before anyone tries.
 */
export const OWNERS_PROBE: MemberListQuery = { sort: 'role', page: 1, perPage: 2 };

export function useOnlyOwner(callerIsOwner: boolean): boolean {
  const probe = useMembers(OWNERS_PROBE, callerIsOwner);
  if (!callerIsOwner || !probe.data) return false;
  return probe.data.items.filter((member) => member.role === 'owner').length < 2;
}

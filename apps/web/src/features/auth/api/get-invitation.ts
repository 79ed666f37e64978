import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@fairhub/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET invitations/{token} — who invited whom to which company; 404 when unknown, used or expired. */
export function getInvitation(token: string): Promise<Invitation> {
  return apiRequest<Invitation>(`invitations/${encodeURIComponent(token)}`);
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitations', token], queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@fairhub/shared/runtime-config';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET dev/outbox — the latest e-mails, newest first; 404 in production. */
export function getOutbox(): Promise<OutboxMessage[]> {
  return apiRequest<OutboxMessage[]>('dev/outbox');
}

export const outboxQueryOptions = () => queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, staleTime: 0 });

export function useOutbox(enabled: boolean) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}

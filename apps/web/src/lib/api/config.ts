import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@fairhub/shared/runtime-config';
import { apiRequest } from '../api-client.ts';

let pending: Promise<RuntimeConfig> | null = null;

/** GET config — fetched once per page load; a failed attempt may be retried. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= apiRequest<RuntimeConfig>('config').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function resetRuntimeConfigForTests(): void {
  pending = null;
}

export const runtimeConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'] as const, queryFn: getRuntimeConfig, staleTime: Infinity, gcTime: Infinity, meta: { keptOnLogout: true } });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}

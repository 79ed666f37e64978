import { queryOptions } from '@tanstack/react-query';
import type { CodeDetails } from '@fairhub/shared/codes';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET codes/{code} — the name of a code that arrived in the address (`?code=25`). */
export function getCode(code: string, signal?: AbortSignal): Promise<CodeDetails> {
  return apiRequest<CodeDetails>(`codes/${encodeURIComponent(code)}`, { signal });
}

export const codeQueryOptions = (code: string, language: string) =>
  queryOptions({ queryKey: ['codes', 'details', code, language], queryFn: ({ signal }) => getCode(code, signal), staleTime: Infinity, retry: false });

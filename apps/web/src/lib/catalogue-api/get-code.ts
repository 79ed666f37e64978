import { queryOptions } from '@tanstack/react-query';
import type { CodeDetails } from '@fairhub/shared/codes';
import { apiRequest } from '../api-client.ts';

/** GET codes/{code} — the name of the code chosen in a code filter (a deep link carries only the code). */
export function getCode(code: string, signal?: AbortSignal): Promise<CodeDetails> {
  return apiRequest<CodeDetails>(`codes/${encodeURIComponent(code)}`, { signal });
}

export const codeQueryOptions = (code: string, language: string) =>
  queryOptions({ queryKey: ['codes', 'details', code, language], queryFn: ({ signal }) => getCode(code, signal), staleTime: Infinity, retry: false });

import { queryOptions } from '@tanstack/react-query';
import type { CodeTreeNode } from '@fairhub/shared/codes';
import { apiRequest } from '../../../lib/api-client.ts';

interface CodeTree {
  items: CodeTreeNode[];
}

/**
 * GET codes — the whole NACE Rev. 2 tree in one answer. It is small (the 21 sections and 88
 * divisions, about 1,000 nodes once the operator imported groups and classes: some 25 kB
 * compressed), changes only when the operator imports codes, and lets the filter box narrow every
 * level without another request.
 */
export function getCodeTree(signal?: AbortSignal): Promise<CodeTree> {
  return apiRequest<CodeTree>('codes', { signal });
}

export const codeTreeQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['codes', 'tree', language],
    queryFn: ({ signal }) => getCodeTree(signal),
    staleTime: 10 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { CodeDetails, CodeTreeNode } from '@fairhub/shared/codes';
import { apiRequest } from '../api-client.ts';
import { checkResponse } from './check-response.ts';

const codesSchemas = () => import('@fairhub/shared/codes');

const codeKeys = {
  all: ['codes'] as const,
  tree: (language: string) => [...codeKeys.all, 'tree', language] as const,
  details: (code: string, language: string) => [...codeKeys.all, 'details', code, language] as const,
};

/**
 * GET codes — the whole NACE Rev. 2 tree in one answer. It is small (the 21 sections and 88
 * divisions, about 1,000 nodes once the operator imported groups and classes: some 25 kB
 * compressed), changes only when the operator imports codes, and lets the filter box narrow every
 * level without another request.
 */
export async function getCodeTree(signal?: AbortSignal): Promise<{ items: CodeTreeNode[] }> {
  const tree = await apiRequest<{ items: CodeTreeNode[] }>('codes', { signal });
  return checkResponse(tree, 'codes', async () => (await codesSchemas()).codeTreeSchema);
}

export const codeTreeQueryOptions = (language: string) =>
  queryOptions({ queryKey: codeKeys.tree(language), queryFn: ({ signal }) => getCodeTree(signal), staleTime: 10 * 60_000 });

/** GET codes/{code} — one code with the path above it (a deep link to a code filter carries only the code). */
export async function getCode(code: string, signal?: AbortSignal): Promise<CodeDetails> {
  const path = `codes/${encodeURIComponent(code)}`;
  const details = await apiRequest<CodeDetails>(path, { signal });
  return checkResponse(details, path, async () => (await codesSchemas()).codeDetailsSchema);
}

export const codeQueryOptions = (code: string, language: string) =>
  queryOptions({ queryKey: codeKeys.details(code, language), queryFn: ({ signal }) => getCode(code, signal), staleTime: Infinity, retry: false });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@fairhub/shared/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every API route is in the OpenAPI reference with a tag, a summary and its answers: walked from the
 * app's own route table, so a new route that skips its schema fails here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => t?.close());

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

/** Fastify writes `:uid`; OpenAPI writes `{uid}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI reference', () => {
  it('documents every API route with tags, summary and answers; signed-in routes declare the bearer scheme and 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
    const apiRoutes = t.routeTable.filter((route) => route.url.startsWith(`${API_BASE}/`));
    expect(apiRoutes.length).toBeGreaterThan(40);

    const problems: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: missing`);
        continue;
      }
      if (!operation.tags?.length) problems.push(`${key}: no tag`);
      if (!operation.summary) problems.push(`${key}: no summary`);
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((status) => status.startsWith('2'))) problems.push(`${key}: no success answer`);
      if (route.signedIn) {
        if (!operation.security?.length) problems.push(`${key}: no security scheme`);
        if (!statuses.includes('401')) problems.push(`${key}: no 401 answer`);
      }
    }
    expect(problems).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  security?: unknown[];
}

describe('the public catalogue in the OpenAPI reference', () => {
  it('lists every catalogue route with its query parameters and response shapes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
    const operation = (path: string) => doc.paths[`/api/client/${path}`]?.get;
    const listings: [string, string[]][] = [
      ['events', ['q', 'when', 'from', 'to', 'country', 'city', 'code', 'organizer', 'sort', 'page', 'perPage']],
      ['venues', ['q', 'country', 'city', 'sort', 'page', 'perPage']],
      ['organizers', ['q', 'country', 'city', 'code', 'role', 'sort', 'page', 'perPage']],
      ['companies', ['q', 'country', 'city', 'code', 'role', 'sort', 'page', 'perPage']],
    ];
    for (const [path, parameters] of listings) {
      const get = operation(path);
      expect(get, path).toBeDefined();
      expect(
        get!
          .parameters!.filter((p) => p.in === 'query')
          .map((p) => p.name)
          .sort(),
      ).toEqual([...parameters].sort());
      const page = get!.responses['200']!.content!['application/json']!.schema;
      expect(Object.keys(page.properties ?? {}).sort()).toEqual(['items', 'page', 'perPage', 'total']);
      expect(get!.responses['400']).toBeDefined();
    }
    for (const path of ['events/{uid}', 'venues/{uid}', 'organizers/{uid}', 'companies/{uid}', 'people/{uid}']) {
      const get = operation(path);
      expect(get, path).toBeDefined();
      expect(get!.parameters).toContainEqual(expect.objectContaining({ name: 'uid', in: 'path' }));
      expect(get!.responses['200']!.content!['application/json']!.schema.properties).toHaveProperty('uid');
      expect(get!.responses['404']).toBeDefined();
    }
    expect(operation('events/{uid}')!.security).toEqual([{}, { bearer: [] }]);
    expect(operation('events/{uid}')!.responses['200']!.content!['application/json']!.schema.properties).toHaveProperty('exhibitors');
  });
});

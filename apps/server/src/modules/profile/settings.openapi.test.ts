import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { json } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('OpenAPI', () => {
  it('documents every settings route with its tag, bearer security, body and problem answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = { tags?: string[]; summary?: string; security?: unknown; requestBody?: unknown; responses?: Record<string, unknown> };
    const paths = json<{ paths: Record<string, Record<string, Operation>> }>(response).paths;
    const expected: [string, string, string[], boolean][] = [
      ['/api/client/profile/settings', 'get', ['200', '401'], false],
      ['/api/client/profile', 'patch', ['200', '400', '401'], true],
      ['/api/client/profile/password', 'post', ['200', '400', '401', '429', '503'], true],
      ['/api/client/profile/email', 'post', ['202', '400', '401', '429'], true],
      ['/api/client/profile/sessions', 'get', ['200', '401'], false],
      ['/api/client/profile/sessions', 'delete', ['200', '401'], false],
      ['/api/client/profile/export', 'get', ['200', '401'], false],
      ['/api/client/profile', 'delete', ['200', '400', '401', '422', '429'], true],
      ['/api/client/confirm', 'post', ['200', '400', '409', '429', '503'], true],
    ];
    for (const [path, method, statuses, hasBody] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {}).sort()).toEqual(statuses);
      expect(Boolean(operation!.requestBody)).toBe(hasBody);
      if (path !== '/api/client/confirm') {
        expect(operation!.tags).toEqual(['profile']);
        expect(operation!.security).toEqual([{ bearer: [] }]);
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is valid for the clients that read it: every $ref resolves, the structure is OpenAPI 3.1', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenAPIV3_1.Document;
    // validate() dereferences as it goes, so it works on a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    for (const name of new Set(refs)) expect(document.components?.schemas, name).toHaveProperty(name);
  });
});

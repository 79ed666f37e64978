import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type JsonSchema = { [key: string]: unknown };

/** A pattern bounds a string's length when it is anchored and repeats nothing without an upper bound. */
function patternBounds(pattern: string) {
  return pattern.startsWith('^') && pattern.endsWith('$') && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
}

/** Dotted paths of the strings in a JSON Schema that nothing bounds in length. */
function unboundedStrings(schema: unknown, path: string, found: string[]) {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  const bounded =
    node.maxLength !== undefined || node.enum !== undefined || node.const !== undefined || (typeof node.pattern === 'string' && patternBounds(node.pattern));
  if (node.type === 'string' && !bounded && node.format === undefined) found.push(path || '(root)');
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) unboundedStrings(child, path ? `${path}.${name}` : name, found);
    } else if (['items', 'additionalProperties'].includes(key)) {
      unboundedStrings(value, `${path}[]`, found);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      for (const child of value) unboundedStrings(child, path, found);
    }
  }
}

describe('every text a route accepts', () => {
  it('is bounded in length by its schema (the input guard is only the floor under them)', () => {
    const unbounded: string[] = [];
    for (const route of t.routeTable) {
      for (const [part, schema] of Object.entries(route.schema)) {
        if (!schema) continue;
        const found: string[] = [];
        unboundedStrings(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '', found);
        unbounded.push(...found.map((field) => `${route.method} ${route.url} ${part}: ${field}`));
      }
    }
    expect(unbounded).toEqual([]);
  });
});

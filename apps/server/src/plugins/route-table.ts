import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** The request parts of a route's schema, as given to Fastify (the shared zod schemas). */
export interface RouteRequestSchema {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
}

export interface RouteRecord {
  method: string;
  url: string;
  /** True when the route admits only signed-in callers (its preHandler or preValidation is `authenticate`). */
  signedIn: boolean;
  /** What the route validates its request with (empty when it declares none: SPA, media, robots…). */
  schema: RouteRequestSchema;
}

function uses(hook: RouteOptions['preHandler'] | RouteOptions['preValidation'], fn: unknown) {
  return hook === fn || (Array.isArray(hook) && hook.includes(fn as never));
}

function requestSchema(schema: RouteOptions['schema']): RouteRequestSchema {
  const parts = (schema ?? {}) as Record<string, unknown>;
  const picked: RouteRequestSchema = {};
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (parts[part] !== undefined) picked[part] = parts[part] as ZodType;
  }
  return picked;
}

/**
 * Records every route as it is added, so tests can walk the real route table (the authorization
 * matrix fails when a signed-in route has no entry; the fuzzer builds requests from each schema).
 * Call before registering routes.
 */
export function recordRoutes(app: FastifyInstance, authenticate: unknown): RouteRecord[] {
  const table: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        signedIn: uses(route.preHandler, authenticate) || uses(route.preValidation, authenticate),
        schema: requestSchema(route.schema),
      });
    }
  });
  return table;
}

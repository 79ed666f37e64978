import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteRecord {
  method: string;
  url: string;
  /** True when the route admits only signed-in callers (its preHandler or preValidation is `authenticate`). */
  signedIn: boolean;
}

function uses(hook: RouteOptions['preHandler'] | RouteOptions['preValidation'], fn: unknown) {
  return hook === fn || (Array.isArray(hook) && hook.includes(fn as never));
}

/**
 * Records every route as it is added, so tests can walk the real route table (the authorization
 * matrix fails when a signed-in route has no entry). Call before registering routes.
 */
export function recordRoutes(app: FastifyInstance, authenticate: unknown): RouteRecord[] {
  const table: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, signedIn: uses(route.preHandler, authenticate) || uses(route.preValidation, authenticate) });
    }
  });
  return table;
}

import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ProblemError } from '../../lib/problems.ts';
import { bearerToken } from '../../plugins/auth.ts';

/** Route pieces the public catalogue's modules share. */

/**
 * The serializer of the busiest public answers (the events listing and search): plain JSON.stringify
 * of what the service built. fastify-type-provider-zod's default serializer validates every answer
 * against its zod schema again before writing it, which took 0.2–0.3 ms for a page of 20 events or
 * a search result (JSON.stringify: 0.04–0.09 ms), on a machine where a whole request has a few
 * milliseconds. The services build these answers field by field from typed rows, the route keeps its
 * response schema for the OpenAPI reference, and the modules' tests parse the answers with the same
 * schemas and require that nothing was added, removed or changed. Other answers of the route (its
 * problems) keep the default serializer.
 */
export function trustedJsonSerializer<Schema>(route: FastifyRouteSchemaDef<Schema>): (data: unknown) => string {
  return route.httpStatus === '200' ? (data) => JSON.stringify(data) : serializerCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** A public id in a path: what newUid() makes, with some room. */
export const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' }) });

/** Who is asking on a public route: the caller's company, or null when nobody signed in. */
export interface Viewer {
  companyId: number | null;
}

/**
 * The caller on a public route where a bearer token is optional: signed in when a live token comes
 * along, anonymous without one. A stale or revoked token is treated as no token rather than a 401,
 * so a public page never fails for it (and the web client is not logged out by a public call).
 */
export async function optionalViewer(ctx: AppContext, request: FastifyRequest): Promise<Viewer | null> {
  if (!bearerToken(request)) return null;
  try {
    await ctx.authenticate(request);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return null;
    throw error;
  }
  return request.auth ? { companyId: request.auth.companyId } : null;
}

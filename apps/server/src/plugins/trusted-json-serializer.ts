import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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

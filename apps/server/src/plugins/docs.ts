import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { FRONT_END_VERSION } from '@fairhub/shared/constants';
import { API_BASE } from '@fairhub/shared/constants';

/** OpenAPI generated from the routes' zod schemas; the browsable reference lives at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fairhub client API',
        version: FRONT_END_VERSION,
        description: `Base path ${API_BASE}. Errors are RFC 9457 problem details; the token endpoint answers RFC 6749 errors.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas named in zod's registry (the recursive code tree) become components their $refs find.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The app is also served over plain http (localhost); upgrading would break the reference there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

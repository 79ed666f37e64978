import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRONT_END_VERSION, RELEASE_STAGE, RESTRICTION_FLAG } from '@fairhub/shared/constants';
import { runtimeConfigSchema } from '@fairhub/shared/runtime-config';
import type { AppContext } from '../../context.ts';
import { outboxVisibleTo } from '../mail/outbox-access.ts';

/** Runtime configuration for the SPA, so one build serves every environment. */
export async function clientConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config',
      { schema: { tags: ['config'], summary: 'Runtime configuration of the web app', response: { 200: runtimeConfigSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return {
          clientId: ctx.config.OAUTH_CLIENT_ID,
          clientSecret: ctx.config.OAUTH_CLIENT_SECRET,
          version: FRONT_END_VERSION,
          releaseStage: RELEASE_STAGE,
          build: ctx.config.BUILD_ID,
          restrictionFlag: RESTRICTION_FLAG,
          mapsKey: ctx.config.MAPS_KEY ?? null,
          mapTiles: ctx.config.mapTiles ? { url: ctx.config.mapTiles.url, attribution: ctx.config.mapTiles.attribution } : null,
          errorReportingKey: ctx.config.ERROR_REPORTING_KEY ?? null,
          showOutbox: outboxVisibleTo(ctx.config, request),
          pushPublicKey: ctx.config.push?.publicKey ?? null,
        };
      },
    );
}

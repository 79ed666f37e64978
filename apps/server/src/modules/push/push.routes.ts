import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@fairhub/shared/auth';
import { problemSchema } from '@fairhub/shared/problem';
import { pushSubscriptionBodySchema } from '@fairhub/shared/push';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { removePushSubscription, savePushSubscription } from './push.service.ts';

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.put(
    '/profile/push-subscription',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Notifications on this device: store this session’s Web Push subscription',
        description:
          'The browser’s PushSubscription (toJSON()), kept for the calling session only — logout ends it. New messages are pushed to it while no window of the app is visible. 422 push_not_configured when the server has no VAPID keys (GET config: pushPublicKey null), push_endpoint_refused for an endpoint that is not a push service’s https address.',
        security,
        body: pushSubscriptionBodySchema,
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema, 422: problemSchema },
      },
    },
    async (request) => {
      await savePushSubscription(ctx.db, ctx.config, authOf(request).tokenId, request.body);
      return { ok: true as const };
    },
  );

  api.delete(
    '/profile/push-subscription',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Notifications on this device off: forget this session’s Web Push subscription',
        security,
        response: { 200: okSchema, 401: problemSchema },
      },
    },
    async (request) => {
      await removePushSubscription(ctx.db, authOf(request).tokenId);
      return { ok: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@fairhub/shared/auth';
import { notificationListSchema } from '@fairhub/shared/notifications';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { getNotifications, markNotificationsRead } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/notifications',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Latest notifications (newest first, at most 50) and the unread count',
        security,
        response: { 200: notificationListSchema, 401: problemSchema },
      },
    },
    async (request) => getNotifications(ctx.db, authOf(request).userId),
  );

  api.post(
    '/notifications/read',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (all of them when no uids are given)',
        security,
        // a POST without any body (null) marks everything read, like {}
        body: z.object({ uids: z.array(z.string().max(64)).max(200).optional() }).nullish(),
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      await markNotificationsRead(ctx.db, authOf(request).userId, request.body?.uids);
      return { ok: true as const };
    },
  );
}

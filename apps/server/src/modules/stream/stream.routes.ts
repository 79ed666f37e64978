import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import { STREAM_EVENT_NAMES } from '@fairhub/shared/stream';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import type { StreamHub } from './stream-hub.ts';
import { STREAM_REPLAY_HOURS } from './stream-jobs.ts';

const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Send the id of the last event you received (a whole number), or no Last-Event-ID header to start with new events.')
  .optional();

export async function streamRoutes(app: FastifyInstance, ctx: AppContext, hub: StreamHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stream',
    {
      // Authentication before the header check: a caller without a live session learns only 401.
      preValidation: ctx.authenticate,
      // Never compressed: a compressor holds small writes back until it has enough to compress.
      compress: false,
      // A HEAD request would open a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        tags: ['stream'],
        summary: 'The live stream: Server-Sent Events for the signed-in person',
        description: [
          'A `text/event-stream` read with fetch and the Bearer header. Every event has `id:` (the person’s event number, rising by one),',
          `\`event:\` (one of ${STREAM_EVENT_NAMES.join(', ')}) and \`data:\` (JSON, see packages/shared/src/stream.ts).`,
          'Reconnecting with the `Last-Event-ID` header replays the stored events after that number once and in order, then goes on live;',
          `events are kept for ${STREAM_REPLAY_HOURS} hours. A \`: ping\` comment line comes every 25 seconds.`,
          'The stream ends when the session ends (logout, expiry) — reconnecting then answers 401 — and when the server shuts down.',
        ].join(' '),
        security: [{ bearer: [] }],
        headers: z.object({ 'last-event-id': lastEventIdSchema }),
        response: {
          200: { description: 'The event stream (never ends by itself).', content: { 'text/event-stream': { schema: z.string() } } },
          400: problemSchema,
          401: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const header = request.headers['last-event-id'];
      const stream = await hub.open({ userId: auth.userId, tokenId: auth.tokenId }, header === undefined ? null : Number(header), reply.raw);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // A Node stream: Fastify pipes it to the response (the typed response schema describes its text).
          .send(stream.body as unknown as string)
      );
    },
  );
}

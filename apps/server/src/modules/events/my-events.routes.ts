import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelEventSchema, createEventSchema, myEventListQuerySchema, myEventPageSchema, myEventSchema, updateEventSchema } from '@fairhub/shared/my-events';
import { problemSchema } from '@fairhub/shared/problem';
import { eventChangeQuerySchema } from '@fairhub/shared/meetings';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { uidParams } from '../../lib/route-params.ts';
import { authOf } from '../../plugins/auth.ts';
import { cancelMyEvent, createMyEvent, deleteMyEvent, getMyEvent, listMyEvents, publishMyEvent, updateMyEvent } from './my-events.service.ts';

/**
 * The organizer panel's events: members of an organizer company read its events (every status),
 * its owners and admins write them; `?role=participating` lists what the caller takes part in.
 */
export async function myEventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['events/mine'];
  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
  const one = { ...problems, 404: problemSchema, 422: problemSchema };

  api.get(
    '/events/mine',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary:
          "`role=organizing` (default): the caller's organizer company's events in every status (members; 403 `not_organizer` for other companies); `role=participating`: events the caller or the caller's company takes part in, with the caller's own role and status. `sharedWith` (a person's uid) keeps events where that person is an approved participant and, with `participating`, the caller through their own participation too (the events a meeting between the two can be at). `own=true` with `participating` keeps the caller's own participations only, not their company's application alone (with `participation=approved`: the events they can have meetings at). Text search, status filter, sort (starts, title, updated; `-` for descending), paged with the total",
        querystring: myEventListQuerySchema,
        response: { 200: myEventPageSchema, ...problems },
      },
    },
    async (request) => listMyEvents(ctx, authOf(request), request.query, requestLanguage(request)),
  );

  api.post(
    '/events/mine',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Create a draft event of the caller's organizer company (owners and admins): the description's HTML is sanitised; venueUid must be the company's venue; coverImage an event_cover upload",
        body: createEventSchema,
        response: { 201: myEventSchema, ...problems },
      },
    },
    async (request, reply) => reply.status(201).send(await createMyEvent(ctx, authOf(request), request.body, requestLanguage(request))),
  );

  api.get(
    '/events/mine/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the caller's organizer company's events, in any status, with its participants by status",
        params: uidParams,
        response: { 200: myEventSchema, ...one },
      },
    },
    async (request) => getMyEvent(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.patch(
    '/events/mine/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Change a draft or published event (owners and admins; 422 `event_not_editable` otherwise): only the fields given, `null` clears; a published event keeps a venue or an online address (422 `event_needs_place`); a new date or place is told to every participant. Fewer tables, other meeting hours or dates that no longer hold open meetings answer 422 `meetings_affected` (each in `current`) unless `confirmMeetingChanges=true`: then those meetings are cancelled and both sides told',
        params: uidParams,
        querystring: eventChangeQuerySchema,
        body: updateEventSchema,
        response: { 200: myEventSchema, ...one },
      },
    },
    async (request) =>
      updateMyEvent(ctx, authOf(request), request.params.uid, request.body, requestLanguage(request), {
        confirmMeetingChanges: request.query.confirmMeetingChanges === 'true',
      }),
  );

  api.delete(
    '/events/mine/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a draft (owners and admins); 422 `event_not_draft` for any other status (cancel it instead)',
        params: uidParams,
        response: { 204: z.null().describe('No content'), ...one },
      },
    },
    async (request, reply) => {
      await deleteMyEvent(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/events/mine/:uid/publish',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary: 'Publish a draft (owners and admins): 422 `event_not_draft` unless a draft, 422 `event_needs_place` without a venue or an online address',
        params: uidParams,
        response: { 200: myEventSchema, ...one },
      },
    },
    async (request) => publishMyEvent(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.post(
    '/events/mine/:uid/cancel',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Cancel a draft or published event with a reason (owners and admins; 422 `event_not_cancellable` otherwise); every participant is told, with the reason',
        params: uidParams,
        body: cancelEventSchema,
        response: { 200: myEventSchema, ...one },
      },
    },
    async (request) => cancelMyEvent(ctx, authOf(request), request.params.uid, request.body.reason, requestLanguage(request)),
  );
}

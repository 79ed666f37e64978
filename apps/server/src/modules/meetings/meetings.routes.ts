import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import {
  acceptMeetingSchema,
  calendarFeedSchema,
  createMeetingSchema,
  meetingBoxQuerySchema,
  meetingListSchema,
  meetingReasonSchema,
  meetingSchema,
  organizerMeetingsSchema,
} from '@fairhub/shared/meetings';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import {
  acceptMeeting,
  cancelMeeting,
  createMeeting,
  declineMeeting,
  getCalendarFeed,
  getCalendarFeedAddress,
  getMeeting,
  getMeetingIcs,
  listMeetings,
  resetCalendarFeed,
} from './meetings.service.ts';
import { getEventMeetings } from './organizer-meetings.service.ts';
import { pushMeetingRequest } from '../push/push.service.ts';

const security = [{ bearer: [] }];
const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,128}\.ics$/, { error: 'token_invalid' }) });

/**
 * Meetings: requests, answers, boxes, iCalendar (docs/decisions.md "Meetings"). Any signed-in person;
 * a meeting that is not the caller's is not found (404). The feed is public by its secret address.
 */
export async function meetingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['meetings'];

  api.post(
    '/meetings',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Ask someone for a meeting in a slot (201): at an event both approved participants, different companies, on the grid, in meeting hours and the invitee’s availability, ≥ 15 min ahead; table (numbered on acceptance), the invitee’s company’s stand, or online (https). 403 may_not_request; 400 no_company for a caller without a company; 404 person, or event unknown or a draft (to all but its organizer’s members); 409 time_taken, invitee_busy; 422 recipient_has_no_company (the invitee has no company, so no panel: reachable once they join or create one), self_meeting, same_company, blocked_by_you, event_not_open, not_participant, invitee_not_participant, no_tables, no_stand, off_grid, outside_meeting_hours, invitee_unavailable, too_soon, request_limit (20 pending per event)',
        security,
        body: createMeetingSchema,
        response: { 201: meetingSchema, ...problems, 403: problemSchema, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const meeting = await createMeeting(ctx, auth, request.body);
      // Committed: the invitee's devices get a push notification (modules/push; nothing when push is off).
      void pushMeetingRequest({ db: ctx.db, config: ctx.config, log: request.log }, auth.userId, meeting);
      return reply.status(201).send(meeting);
    },
  );

  api.get(
    '/meetings',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The caller’s meetings by box: requests (to me, pending by default), sent (by me, newest first, declined ones with alternatives), schedule (accepted from `from`, default now), calendar (requested and accepted in [from, to), ≤ 62 days); `event`, `status` narrow it; at most 200 (hasMore)',
        security,
        querystring: meetingBoxQuerySchema,
        response: { 200: meetingListSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => listMeetings(ctx, authOf(request), request.query),
  );

  api.get(
    '/meetings/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'One of the caller’s meetings, with conflicts (a pending one) and alternatives (a declined one, to its requester)',
        security,
        params: uidParams,
        response: { 200: meetingSchema, ...problems },
      },
    },
    async (request) => getMeeting(ctx, authOf(request), request.params.uid),
  );

  api.get(
    '/meetings/:uid/ics',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'One meeting as an iCalendar file (text/calendar; a stable UID and SEQUENCE, STATUS:CANCELLED once cancelled)',
        security,
        params: uidParams,
        response: { 200: z.string().describe('text/calendar'), ...problems },
      },
    },
    async (request, reply) => {
      const body = await getMeetingIcs(ctx, authOf(request), request.params.uid);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="meeting-${request.params.uid}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(Buffer.from(body, 'utf8') as never);
    },
  );

  api.post(
    '/meetings/:uid/accept',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Accept a request (the invitee), optionally at the invitee’s stand or online instead (`place`, `onlineUrl`): holds the invitee’s time, books the lowest free table for a table meeting, declines other pending requests overlapping either person’s time. 409 time_taken, table_full (the request stays open), meeting_state (with the current status); 422 not_invitee, no_stand',
        security,
        params: uidParams,
        body: acceptMeetingSchema.nullish(),
        response: { 200: meetingSchema, ...problems, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request) => acceptMeeting(ctx, authOf(request), request.params.uid, request.body ?? undefined),
  );

  api.post(
    '/meetings/:uid/decline',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Decline a request (the invitee) with an optional reason (≤ 500 characters) told to the requester, who is offered up to three slots free for both. 409 meeting_state; 422 not_invitee',
        security,
        params: uidParams,
        body: meetingReasonSchema.nullish(),
        response: { 200: meetingSchema, ...problems, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request) => declineMeeting(ctx, authOf(request), request.params.uid, request.body?.reason ?? null),
  );

  api.post(
    '/meetings/:uid/cancel',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Cancel a requested or accepted meeting (either person) with an optional reason (≤ 500 characters): the time and table are free again, the other side is told, calendar feeds show it cancelled. 409 meeting_state',
        security,
        params: uidParams,
        body: meetingReasonSchema.nullish(),
        response: { 200: meetingSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => cancelMeeting(ctx, authOf(request), request.params.uid, request.body?.reason ?? null),
  );

  api.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary:
          'The private calendar feed `{token}.ics` (no sign-in: the secret address is the key): accepted meetings with stable UIDs and rising SEQUENCE, cancelled ones as STATUS:CANCELLED. 404 for an unknown or reset address',
        params: feedParams,
        response: { 200: z.string().describe('text/calendar'), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const body = await getCalendarFeed(ctx, request.params.file.slice(0, -'.ics'.length));
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(Buffer.from(body, 'utf8') as never);
    },
  );

  api.get(
    '/profile/calendar-feed',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'The caller’s private calendar feed address (https and webcal://), made at the first ask',
        security,
        response: { 200: calendarFeedSchema, 401: problemSchema },
      },
    },
    async (request) => getCalendarFeedAddress(ctx, authOf(request)),
  );

  api.post(
    '/profile/calendar-feed/reset',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'A new secret calendar feed address; the old one stops working at once',
        security,
        response: { 200: calendarFeedSchema, 401: problemSchema },
      },
    },
    async (request) => resetCalendarFeed(ctx, authOf(request)),
  );

  api.get(
    '/events/mine/:uid/meetings',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The organizer’s view of an event’s meetings (members of the organizer company): counts by status, the meetings, and per slot with accepted table meetings the tables used and free. 403 not_organizer',
        security,
        params: uidParams,
        response: { 200: organizerMeetingsSchema, ...problems, 403: problemSchema },
      },
    },
    async (request) => getEventMeetings(ctx, authOf(request), request.params.uid),
  );
}

import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import {
  acceptEventInvitationSchema,
  applySchema,
  createEventInvitationSchema,
  decisionResultSchema,
  decisionSchema,
  eventInvitationListQuerySchema,
  eventInvitationPageSchema,
  eventInvitationSchema,
  eventStatsSchema,
  myEventInvitationListSchema,
  myParticipationSchema,
  participantListQuerySchema,
  participantPageSchema,
  participantSchema,
  standSchema,
} from '@fairhub/shared/participation';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/language.ts';
import { uidParams } from '../../lib/route-params.ts';
import { applyToEvent, getMyParticipation, withdrawFromEvent } from './participation.service.ts';
import { decideApplications, getParticipantsCsv, getParticipantsPage, setStand } from './organizer-participants.service.ts';
import {
  acceptMyEventInvitation,
  declineMyEventInvitation,
  getEventInvitationsPage,
  getMyEventInvitations,
  inviteToEvent,
  resendEventInvitation,
  revokeEventInvitation,
} from './event-invitations.service.ts';
import { getEventStats } from './event-stats.service.ts';

const security = [{ bearer: [] }];
const uid = uidParams.shape.uid;
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const invitationParams = z.object({ uid, invitationUid: uid });
const standParams = z.object({ uid, companyUid: uid });

/**
 * Taking part in events (docs/decisions.md, "Participation"): the caller's own participation, the
 * organizer's participants, decisions, stands, invitations and statistics, and the invitee's side.
 */
export async function participationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['participation'];

  api.get(
    '/events/:uid/participation',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'The caller’s own part in an event (as visitor, and their company’s exhibitor application) and whether they may apply, and if not why',
        security,
        params: uidParams,
        response: { 200: myParticipationSchema, ...problems },
      },
    },
    async (request) => getMyParticipation(ctx.db, authOf(request), request.params.uid),
  );

  api.post(
    '/events/:uid/participations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Apply as visitor (for oneself) or exhibitor (an owner/admin for the company, naming 1–20 members); 422 not_published, registration_not_open, registration_closed, own_event, no_company, member_not_in_company; 403 not_company_admin; 409 already_applied (with the current status) or member_taken',
        security,
        params: uidParams,
        body: applySchema,
        response: { 201: myParticipationSchema, ...problems, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await applyToEvent(ctx, authOf(request), request.params.uid, request.body)),
  );

  api.delete(
    '/events/:uid/participations/mine',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Withdraw: a visitor their own application, an owner/admin the company’s exhibitor application (with its staff); 422 event_finished',
        security,
        params: uidParams,
        response: { 204: z.null().describe('Withdrawn'), ...problems, 422: problemSchema },
      },
    },
    async (request, reply) => {
      await withdrawFromEvent(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/events/mine/:uid/participants',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The organizer’s applications (visitors and exhibitor companies): role, status, q over names, e-mails and companies, sort, paged; format=csv answers every match as a UTF-8 CSV file (with BOM) instead',
        security,
        params: uidParams,
        querystring: participantListQuerySchema,
        response: { 200: participantPageSchema.describe('JSON, or text/csv when format=csv'), ...problems },
      },
      // Built field by field by the service; the tests parse it with the schema (plugins/trusted-json-serializer.ts).
      serializerCompiler: trustedJsonSerializer,
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (request.query.format === 'csv') {
        const { body, fileName } = await getParticipantsCsv(ctx, auth, request.params.uid, request.query);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('text/csv; charset=utf-8')
          .send(Buffer.from(body, 'utf8') as never);
      }
      return getParticipantsPage(ctx, auth, request.params.uid, request.query);
    },
  );

  api.post(
    '/events/mine/:uid/participants/decisions',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Approve or reject 1–100 applications with an optional reason (owners/admins of the organizer); compare-and-set: 409 status_changed with the current statuses when someone decided meanwhile (or expectedStatus differs)',
        security,
        params: uidParams,
        body: decisionSchema,
        response: { 200: decisionResultSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => decideApplications(ctx, authOf(request), request.params.uid, request.body),
  );

  api.put(
    '/events/mine/:uid/exhibitors/:companyUid/stand',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Set (or with null clear) an exhibitor company’s stand, at most 20 characters; 409 stand_taken when another company has it (case ignored)',
        security,
        params: standParams,
        body: standSchema,
        response: { 200: participantSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => setStand(ctx, authOf(request), request.params.uid, request.params.companyUid, request.body.stand),
  );

  api.get(
    '/events/mine/:uid/invitations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'The event’s open invitations (pending and expired), role and status filters, q over the e-mail, paged',
        security,
        params: uidParams,
        querystring: eventInvitationListQuerySchema,
        response: { 200: eventInvitationPageSchema, ...problems },
      },
    },
    async (request) => getEventInvitationsPage(ctx, authOf(request), request.params.uid, request.query),
  );

  api.post(
    '/events/mine/:uid/invitations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Invite by e-mail as exhibitor or visitor (a newcomer gets a /register link, an account holder accepts in the panel); 409 invitation_exists or already_participating; 422 not_published; 429 invitation_limit',
        security,
        params: uidParams,
        body: createEventInvitationSchema,
        response: { 201: eventInvitationSchema, ...problems, 409: problemSchema, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteToEvent(ctx, authOf(request), request.params.uid, request.body)),
  );

  api.post(
    '/events/mine/:uid/invitations/:invitationUid/resend',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Send an event invitation again: a new link valid 14 days; once a minute at most (429 resend_too_soon with Retry-After)',
        security,
        params: invitationParams,
        response: { 200: eventInvitationSchema, ...problems, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request) => resendEventInvitation(ctx, authOf(request), request.params.uid, request.params.invitationUid),
  );

  api.delete(
    '/events/mine/:uid/invitations/:invitationUid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Withdraw an open event invitation; its link stops working',
        security,
        params: invitationParams,
        response: { 204: z.null().describe('Withdrawn'), ...problems },
      },
    },
    async (request, reply) => {
      await revokeEventInvitation(ctx, authOf(request), request.params.uid, request.params.invitationUid);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/events/mine/:uid/stats',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Statistics: applications by role and status, the approval queue, applications and page views per day (30 UTC days), exhibitors’ countries and codes, meetings (by status, booked ones by place, the busiest slot’s tables, per event day)',
        security,
        params: uidParams,
        response: { 200: eventStatsSchema, ...problems },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    async (request) => getEventStats(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.get(
    '/event-invitations/mine',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Open invitations to published events addressed to the caller’s e-mail, each saying whether it can be accepted now',
        security,
        response: { 200: myEventInvitationListSchema, 401: problemSchema },
      },
    },
    async (request) => getMyEventInvitations(ctx, authOf(request)),
  );

  api.post(
    '/event-invitations/:uid/accept',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Accept an event invitation: the participation is created approved (exhibitor: for the caller’s company, staffed by members or the caller); the codes of applying apply, registration dates aside',
        security,
        params: uidParams,
        body: acceptEventInvitationSchema.nullish(),
        response: { 200: myParticipationSchema, ...problems, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request) => acceptMyEventInvitation(ctx, authOf(request), request.params.uid, request.body?.members),
  );

  api.post(
    '/event-invitations/:uid/decline',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Decline an event invitation (it closes)',
        security,
        params: uidParams,
        response: { 204: z.null().describe('Declined'), ...problems },
      },
    },
    async (request, reply) => {
      await declineMyEventInvitation(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}

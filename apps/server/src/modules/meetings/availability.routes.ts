import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@fairhub/shared/problem';
import {
  availabilitySchema,
  eventAvailabilitySchema,
  freeSlotsSchema,
  putAvailabilitySchema,
  putEventAvailabilitySchema,
  putTimeZoneSchema,
  slotsQuerySchema,
  timeZoneStateSchema,
} from '@fairhub/shared/availability';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getAvailability, getEventAvailability, getFreeSlots, putAvailability, putEventAvailability, putTimeZone } from './availability.service.ts';

const security = [{ bearer: [] }];

/**
 * Weekly hours, availability at events, slots free for two people and the caller's time zone
 * (docs/decisions.md "Meeting slots and availability"). Any signed-in person.
 */
export async function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['meetings'];

  api.get(
    '/availability',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The caller’s weekly hours for meetings outside events, in their time zone: all seven ISO weekdays with their HH:MM ranges (the default Monday–Friday 09:00–17:00 while none are set), 30-minute slots',
        security,
        response: { 200: availabilitySchema, 401: problemSchema },
      },
    },
    async (request) => getAvailability(ctx, authOf(request)),
  );

  api.put(
    '/availability',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Replace the weekly hours: `days` lists weekdays (1 Monday … 7 Sunday, each once) with up to 6 ranges `{start, end}` (HH:MM, end after start, `24:00` allowed, none overlapping); a weekday left out has no hours; `days: null` restores the default week. 400 names the field: weekday_invalid, weekday_duplicate, time_of_day_invalid, range_order_invalid, ranges_overlap, ranges_too_many',
        security,
        body: putAvailabilitySchema,
        response: { 200: availabilitySchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => putAvailability(ctx, authOf(request), request.body),
  );

  api.get(
    '/events/:uid/availability',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'The caller’s slots at an event: every slot of its meeting grid (its days in its time zone, meeting hours, slot length), each `available` (true unless marked otherwise) and `held` (the caller has a requested or accepted meeting then). Approved participants only: 404 unknown or draft event, 403 not_participant',
        security,
        params: uidParams,
        response: { 200: eventAvailabilitySchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getEventAvailability(ctx, authOf(request), request.params.uid),
  );

  api.put(
    '/events/:uid/availability',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Replace the caller’s unavailable slots at an event: `unavailable` lists the starts of the slots they are NOT available for (every other slot is available; `[]` makes all available). Each must start a slot of the grid (400 slot_off_grid). 403 not_participant, 404 unknown or draft event, 422 event_not_open (not published or over)',
        security,
        params: uidParams,
        body: putEventAvailabilitySchema,
        response: { 200: eventAvailabilitySchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => putEventAvailability(ctx, authOf(request), request.params.uid, request.body),
  );

  api.get(
    '/people/:uid/slots',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Slots free for both the caller and this person, earliest first (at most `limit`, default and most 500): on the event’s grid (`event`: its uid) or, without one, in the person’s weekly hours on a 30-minute grid; not marked unavailable by the person; at least 15 minutes ahead; overlapping neither one’s requested or accepted meetings. `from` (default now; at an event its start when later) and `to` (default 14 days later, at an event its end when sooner; at most 14 days after `from`): ISO date-times with offset, 400 date_time_invalid, date_range_invalid, date_range_too_long. `places`: what a request may name there (table at an event with tables, stand when the person’s company has one there — `stand` —, online). The rules of POST meetings apply first, with its codes: 400 no_company (a caller without a company); 404 person, or event unknown or a draft; 422 self_meeting, same_company, blocked_by_you, event_not_open, not_participant, invitee_not_participant, recipient_has_no_company (the person has no company, so no panel); 403 may_not_request. A person who blocked the caller has no free slots',
        security,
        params: uidParams,
        querystring: slotsQuerySchema,
        response: { 200: freeSlotsSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => getFreeSlots(ctx, authOf(request), request.params.uid, request.query),
  );

  api.put(
    '/profile/time-zone',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Set the caller’s IANA time zone (meetings, weekly hours, "today"): 400 time_zone_unknown. With `onlyIfUnset: true` (the browser’s, sent at sign-in) it is stored only while none is set; `changed` says whether it was',
        security,
        body: putTimeZoneSchema,
        response: { 200: timeZoneStateSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => putTimeZone(ctx, authOf(request), request.body),
  );
}

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { backgroundWrites } from '../../lib/background-writes.ts';
import { countEventPageView } from './participation.repository.ts';

const counts = backgroundWrites('counting an event page view failed');

/**
 * Counts a view of a published event's public page after GET events/{uid} found it, the way company
 * pages are counted (docs/decisions.md, "Page views"): fire and forget, per UTC day, members of the
 * organizer not counted; a failed count is logged and never fails the page.
 */
export function recordEventPageView(ctx: AppContext, request: FastifyRequest, eventUid: string, viewerCompanyId: number | null): void {
  counts.start(request.log, { eventUid }, () => countEventPageView(ctx.db, eventUid, viewerCompanyId));
}

/** Resolves once every event page view counted so far has been written (or has failed). */
export const eventPageViewsSettled = counts.settled;

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { countEventPageView } from './participation.repository.ts';

/** Counts still being written, so tests can wait for them. */
const pending = new Set<Promise<void>>();

/**
 * Counts a view of a published event's public page after GET events/{uid} found it, the way company
 * pages are counted (docs/decisions.md, "Page views"): fire and forget, per UTC day, members of the
 * organizer not counted; a failed count is logged and never fails the page.
 */
export function recordEventPageView(ctx: AppContext, request: FastifyRequest, eventUid: string, viewerCompanyId: number | null): void {
  const counting = countEventPageView(ctx.db, eventUid, viewerCompanyId).catch((error: unknown) => {
    request.log.error({ err: error, eventUid }, 'counting an event page view failed');
  });
  pending.add(counting);
  void counting.finally(() => pending.delete(counting));
}

/** Resolves once every event page view counted so far has been written (or has failed). */
export async function eventPageViewsSettled(): Promise<void> {
  await Promise.all([...pending]);
}

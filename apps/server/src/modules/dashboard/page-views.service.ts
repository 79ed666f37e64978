import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { backgroundWrites } from '../../lib/background-writes.ts';
import { optionalViewer } from '../../plugins/auth.ts';
import { countPageView } from './page-views.repository.ts';

const counts = backgroundWrites('counting a company page view failed');

/**
 * Counts a view of a company's public page after GET organizers/{uid} found it (docs/decisions.md,
 * "Page views"). Fire and forget: the page never waits for the count and never fails because of it;
 * a failed count is logged. A request carrying a live token of a member of that same company is
 * not a visitor and is not counted (the token is looked up only when one comes along).
 */
export function recordPageView(ctx: AppContext, request: FastifyRequest, companyUid: string): void {
  counts.start(request.log, { companyUid }, async () => {
    const viewer = await optionalViewer(ctx.authenticate, request);
    await countPageView(ctx.db, companyUid, viewer?.companyId ?? null);
  });
}

/** Resolves once every page view counted so far has been written (or has failed). */
export const pageViewsSettled = counts.settled;

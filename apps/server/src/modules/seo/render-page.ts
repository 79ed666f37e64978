import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import type { PageRenderer } from '../../plugins/spa.ts';
import { answerPage, type PageSources } from './page-answers.ts';
import { injectHead } from './page-head.ts';

/**
 * Fills the built page's head for crawlers and link previews (the SPA then renders as usual),
 * redirects a details page to its canonical address, and answers 404 for one that does not exist.
 */
export function pageRenderer(sources: PageSources, baseUrl: string): PageRenderer {
  return async (request: FastifyRequest, indexHtml: string) => {
    const [pathname = '/', search] = request.url.split('?', 2);
    const answer = await answerPage(pathname, requestLanguage(request), sources, baseUrl);
    if (!answer) return { status: 200, html: indexHtml };
    if (answer.kind === 'redirect') return { redirect: search ? `${answer.location}?${search}` : answer.location };
    if (answer.kind === 'not-found') return { status: 404, html: indexHtml };
    return { status: 200, html: injectHead(indexHtml, answer.head, baseUrl) };
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './errors.ts';

const API_PREFIXES = ['/api/', '/api?', '/healthz', '/readyz'];

function isApiPath(url: string) {
  return url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A page address gets the app; a missing file (`/assets/x.js`) or a JSON-only client gets a 404. */
function wantsPage(url: string, accept: string | undefined) {
  const path = url.split('?')[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(lastSegment)) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** A page address's own answer: the built page with its head filled in, or a redirect. */
export type PageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<{ status: number; html: string } | { redirect: string }>;

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and the SPA's
 * history fallback for any other GET that is not an API call. Unknown API paths answer JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined, renderPage?: PageRenderer) {
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default would set max-age=0 after it.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && wantsPage(request.url, request.headers.accept)) {
      const page = renderPage ? await renderPage(request, indexHtml) : { status: 200, html: indexHtml };
      if ('redirect' in page) return reply.redirect(page.redirect, 301);
      return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language').send(page.html);
    }
    return sendProblem(request, reply, {
      status: 404,
      title: 'Not Found',
      detail: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
      code: 'not_found',
    });
  });
}

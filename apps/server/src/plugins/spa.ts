import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './errors.ts';

const API_PREFIXES = ['/api/', '/api?', '/healthz', '/readyz'];

function isApiPath(url: string) {
  return url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and the SPA's
 * history fallback for any other GET that is not an API call. Unknown API paths answer JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && acceptsHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendProblem(request, reply, { status: 404, title: 'Not Found', detail: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
}

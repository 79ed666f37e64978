import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { robotsTxt, sitemapPart, sitemapRoot } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back often enough; an hour keeps a big sitemap from being rebuilt on every hit. */
const CACHE = 'public, max-age=3600';

/** robots.txt and the sitemaps, at the site's root (not under the API base). */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const baseUrl = ctx.config.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(baseUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapRoot(ctx.db, baseUrl)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const name = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    const body = name === undefined ? undefined : await sitemapPart(ctx.db, baseUrl, name);
    if (body === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such sitemap.');
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });
}

// What search engines read besides the pages: GET /robots.txt, GET /sitemap.xml, and an X-Robots-Tag:
// noindex on every HTML page that must not be listed (the forms, the booking page, the dashboards, admin
// screens, and any 404). Registered before the app's page route, so these two paths never get the app's
// page. Wrapped with fastify-plugin: the header hook must see the page route registered outside this module.
import { isIndexablePage } from '@domain/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inRequest } from '../../lib/app-context';
import { robotsText } from './robots';
import { buildSitemap } from './sitemap';

// crawlers fetch these now and then; an hour of reuse is plenty and keeps a burst off the database
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/** Whether the answer is an HTML page that search engines must leave out of their results. */
const isUnlistedPage = (request: FastifyRequest, reply: FastifyReply) => {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('text/html')) return false;
  return reply.statusCode >= 400 || !isIndexablePage(pathname);
};

const crawlerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .send(robotsText(app.deps.config.siteUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .send(await buildSitemap(inRequest(request))),
  );

  app.addHook('onSend', async (request, reply) => {
    if (isUnlistedPage(request, reply) && !reply.hasHeader('x-robots-tag'))
      reply.header('X-Robots-Tag', 'noindex');
  });
};

export default fp(crawlerRoutes, { name: 'crawlers' });

// Serves the built React app: hashed assets cached for a year, pages as index.html
// with 200 for the site's routes and 404 for anything else (the client then shows its 404 page).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownPage } from '@domain/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const registerStaticClient = async (app: FastifyInstance, clientDir: string) => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No client build at ${clientDir}: run npm run build (npm start does it for you)`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (filePath.includes(`${path.sep}images${path.sep}`) || filePath.endsWith('.woff2')) {
        res.header('Cache-Control', 'public, max-age=604800');
      }
    },
  });

  // Files that exist are served by @fastify/static; every other GET is a page of the single-page app.
  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    const candidate = path.join(clientDir, relative);
    if (
      relative &&
      candidate.startsWith(clientDir) &&
      existsSync(candidate) &&
      !candidate.endsWith(path.sep)
    ) {
      return reply.sendFile(relative);
    }
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
};

// Serves the built React app: hashed assets cached for a year, and every page rendered by the server
// (server-rendering.ts), 404 for a path that is no page; without the build's renderer, index.html
// (200 for the site's routes, 404 for anything else: the client then shows its 404 page).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isKnownPage } from '@domain/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type PageRenderer, registerServerRendering } from './server-rendering';

/** The build's renderer (scripts/build-ssr.mjs), beside the client's folder; none in a bare client build. */
const loadRenderer = async (clientDir: string): Promise<PageRenderer | undefined> => {
  const file = path.join(clientDir, '..', 'ssr', 'server-render.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as PageRenderer) : undefined;
};

/** `renderer`: the tests' (the source, through Vitest); by default the build's. */
export const registerStaticClient = async (
  app: FastifyInstance,
  {
    clientDir,
    siteUrl,
    renderer: renderer_,
  }: { clientDir: string; siteUrl: string; renderer?: PageRenderer },
) => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No client build at ${clientDir}: run npm run build (npm start does it for you)`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderer = renderer_ ?? (await loadRenderer(clientDir));
  const sendPage = renderer
    ? await registerServerRendering(app, { clientDir, renderer, siteUrl })
    : undefined;

  // serve: false: no route per file (registering ~500 of them took ~130 ms of every start); the page
  // route below sends the files that exist, with the same headers and pre-compressed copies
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
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

  // Files that exist are sent by @fastify/static; every other GET is a page of the single-page app.
  app.get('/*', async (request, reply) => {
    const [rawPath = '/'] = request.url.split('?');
    const pathname = decodeURIComponent(rawPath);
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
    if (sendPage) return sendPage(request, reply);
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
};

// Serves the built React app: hashed assets cached for a year, pages as index.html
// with 200 for the site's routes and 404 for anything else (the client then shows its 404 page).
// The public pages a visitor lands on come prerendered (dist/client/prerendered, made by
// scripts/prerender-client.mjs) and compressed by the build, as slow phones paint them before any script runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isKnownPage } from '@domain/routes';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type PrerenderedPage = { html: Buffer; br: Buffer; gzip: Buffer };

/** A built file's pre-compressed copy (scripts/compress-client.mjs), else compressed now. */
const compressedCopy = (
  file: string,
  html: Buffer,
  extension: 'br' | 'gz',
  compress: (data: Buffer) => Buffer,
) => (existsSync(`${file}.${extension}`) ? readFileSync(`${file}.${extension}`) : compress(html));

/** 'prerendered/index.html' is `/`, 'prerendered/rooms.html' is `/rooms`. */
const readPrerendered = (clientDir: string): Map<string, PrerenderedPage> => {
  const folder = path.join(clientDir, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    const full = path.join(folder, file);
    const html = readFileSync(full);
    // the build's copies: brotli at its best quality took ~180 ms of every start
    pages.set(name === 'index' ? '/' : `/${name}`, {
      html,
      br: compressedCopy(full, html, 'br', (data) => brotliCompressSync(data)),
      gzip: compressedCopy(full, html, 'gz', (data) => gzipSync(data)),
    });
  }
  return pages;
};

const sendPrerendered = (request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) => {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
};

export const registerStaticClient = async (app: FastifyInstance, clientDir: string) => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No client build at ${clientDir}: run npm run build (npm start does it for you)`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const prerendered = readPrerendered(clientDir);

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
    const [rawPath = '/', query] = request.url.split('?');
    const pathname = decodeURIComponent(rawPath);
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    // a query (a search on /rooms) changes what the page shows: the app renders that itself
    const page = query === undefined ? prerendered.get(pathname) : undefined;
    if (page) return sendPrerendered(request, reply, page);
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

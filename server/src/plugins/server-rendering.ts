// Every page is answered rendered by React on this server, with the data it shows (client/src/server-render.tsx,
// built into dist/ssr): search engines and link previews read the rooms, prices and texts, and a slow
// phone paints them before any script runs. The page goes into the built index.html (Vite's shell: the
// scripts, stylesheet and fonts of this build) with its head, its query cache for the browser, and the CSS
// its markup uses inline (beasties), the full stylesheet's <link> disabled until main.tsx enables it after
// the first paint (docs/adr/0044-critical-css-beasties.md).
// A rendered page is kept a few seconds (PAGE_CACHE_MS; requests meanwhile share one render), under its
// address without the query parameters no page reads (pageAddress: a Facebook click's fbclid makes no
// new page); any change (a write that succeeded, on any instance: lib/changes.ts) drops them all, so an
// edit shows at once. Renders run one at a time: when more than MAX_WAITING_RENDERS are waiting (a flood
// of never-asked URLs), a page is answered with the plain shell instead, which the browser renders
// itself, so no request waits on an unbounded queue. A render whose reads found the database out of reach
// is not kept: the page answers 503 with the unavailable page (unavailable-page.ts), as the browser's
// own reads would fail too.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LANGUAGE_COOKIE } from '@domain/languages';
import { isKnownPage, PAGE_QUERY_KEYS, pathIn, splitLanguage } from '@domain/routes';
import { negotiate } from '@fastify/accept-negotiator';
import Beasties from 'beasties';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadCache } from '../lib/read-cache';
import { DATABASE_DOWN_MESSAGE, DATABASE_DOWN_RETRY_AFTER } from './errors';
import { SESSION_COOKIE } from './session';
import { sendUnavailablePage } from './unavailable-page';

/** What client/src/server-render.tsx exports. */
export type PageRenderer = {
  setUpRendering: (fetchApi: typeof fetch) => Promise<void>;
  renderPage: (request: { url: string; signedIn: boolean; siteUrl: string }) => Promise<{
    status: 200 | 404;
    head: string;
    body: string;
    state: string;
  }>;
};

type Answer = { status: number; html: Buffer; br: Buffer; gzip: Buffer };

/** How long a rendered page is served again. */
const PAGE_CACHE_MS = 5_000;
/** Pages kept at most (/rooms with each query is a page of its own); the oldest goes first. */
const MAX_PAGES = 100;
/** Renders waiting or running at most; beyond it a page gets the shell (tens of ms per render). */
const MAX_WAITING_RENDERS = 16;

class TooManyRenders extends Error {}
/** A read of the render found the database out of reach: the page would show nothing but loading. */
class DatabaseDown extends Error {}

/** What one render's reads met; the renders' reads run inside their render's context. */
const renderReads = new AsyncLocalStorage<{ databaseDown: boolean }>();

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's URL with only what the page reads: the PAGE_QUERY_KEYS it carries (the first value of each),
 * in that order. '/rooms?fbclid=x&adults=2' and '/rooms?adults=2' are one page.
 */
export const pageAddress = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const key of PAGE_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
};

const compressed = async (html: Buffer) => {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(html),
  ]);
  return { html, br, gzip: gz };
};

/** Vite's shell (`html`, its index.html), with the places a page goes. */
const shellOf = (clientDir: string, html: string) => {
  const anchors = ['<html lang="en">', '<div id="root"></div>', '</head>'];
  for (const anchor of anchors) {
    if (!html.includes(anchor)) throw new Error(`server rendering: no ${anchor} in ${clientDir}/index.html`);
  }
  // the shell's own title and description are the default a page's head replaces
  return html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
};

// The entry's stylesheet <link> stays in the page, disabled: Vite's loader of lazy chunks looks for it
// (link[rel=stylesheet][href]) and would otherwise fetch the file a second time. Without scripts the
// <noscript> copy loads it.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/;

/** The CSS a page's markup uses, inline; the full stylesheet deferred. */
const criticalCss = (clientDir: string, shell: string) => {
  const stylesheet = shell.match(STYLESHEET);
  if (!stylesheet?.[1]) return async (page: string) => page; // a development shell: nothing to defer
  // the @font-face rules, all of them (~0.8 KB gzip): beasties keeps only the families named in the
  // page's rules, and Tailwind names them through variables it does not resolve
  const fontFaces =
    readFileSync(path.join(clientDir, stylesheet[1]), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // beasties misses selectors with an escaped & (Tailwind's `[&_svg]:size-4`)
    allowRules: [/^\.\\\[\\&_svg\\\]/],
    preloadFonts: false, // would preload every unicode-range file; the Latin ones are preloaded already
    logLevel: 'silent',
  });
  return async (page: string) => {
    // only beasties' <style> is taken: it re-serializes the whole document, and the markup React
    // hydrates stays byte for byte what it rendered
    const styles = (await beasties.process(page)).match(/<style>[\s\S]*?<\/style>/g) ?? [];
    const critical = (styles[0] ?? '<style></style>').replace('</style>', `${fontFaces.join('')}</style>`);
    return page.replace(
      STYLESHEET,
      (link) => `${critical}${link.replace('>', ' disabled>')}<noscript>${link}</noscript>`,
    );
  };
};

/** The app's own answer to a page's read, as the browser's fetch would have had it (an anonymous visitor). */
const askApp =
  (app: FastifyInstance): typeof fetch =>
  async (input) => {
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const read = renderReads.getStore();
    if (read && answer.statusCode === 503 && answer.body.includes(DATABASE_DOWN_MESSAGE))
      read.databaseDown = true;
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

export const registerServerRendering = async (
  app: FastifyInstance,
  { clientDir, renderer, siteUrl }: { clientDir: string; renderer: PageRenderer; siteUrl: string },
) => {
  // Vite's page as built: the shell pages go into, and as it is (its own title and description) for
  // when renders are too many
  const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const shell = shellOf(clientDir, built);
  const inlineCss = criticalCss(clientDir, shell);
  await renderer.setUpRendering(askApp(app));

  const compose = async (url: string, signedIn: boolean): Promise<Answer> => {
    const reads = { databaseDown: false };
    const page = await renderReads.run(reads, () => renderer.renderPage({ url, signedIn, siteUrl }));
    if (reads.databaseDown) throw new DatabaseDown();
    const { language } = splitLanguage(url.split('?')[0] ?? '/');
    const html = await inlineCss(
      shell
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace('</head>', `${page.head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.body}</div><script type="application/json" id="server-state">${page.state}</script>`,
        ),
    );
    return { status: page.status, ...(await compressed(Buffer.from(html))) };
  };

  const plainShell = await compressed(Buffer.from(built));
  let rendering = 0;
  const render = async (url: string, signedIn: boolean): Promise<Answer> => {
    if (rendering >= MAX_WAITING_RENDERS) throw new TooManyRenders();
    rendering++;
    try {
      return await compose(url, signedIn);
    } finally {
      rendering--;
    }
  };

  const pages = createReadCache({ ttlMs: PAGE_CACHE_MS, maxEntries: MAX_PAGES });
  app.deps.changes.onReadsChanged(pages.clear);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const search = query === undefined ? '' : `?${query}`;
    // one address per page: /rooms/ is /rooms (a known page only, so `//host/` never becomes `//host`)
    const bare = pathname.replace(/\/+$/, '');
    if (bare !== pathname && bare !== '' && isKnownPage(bare)) return reply.redirect(`${bare}${search}`, 301);
    const { language, path: pagePath } = splitLanguage(pathname);
    // a visitor who chose Filipino (the switch's cookie) comes back to the Filipino pages; crawlers
    // send no cookie and read each language at its own address
    if (request.cookies?.[LANGUAGE_COOKIE] === 'fil' && language === 'en' && isKnownPage(pathname)) {
      reply.header('Vary', 'Cookie').header('Cache-Control', 'no-cache');
      return reply.redirect(`${pathIn('fil', pagePath)}${search}`, 302);
    }
    const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
    const address = pageAddress(request.url);
    const answer = await pages
      .get(`${signedIn ? 'in' : 'out'} ${address}`, () => render(address, signedIn))
      .catch((error: unknown) => {
        if (error instanceof DatabaseDown) return null;
        if (!(error instanceof TooManyRenders)) throw error;
        request.log.warn({ waiting: rendering }, 'too many pages to render: answered with the plain shell');
        return { status: isKnownPage(pathname) ? 200 : 404, ...plainShell };
      });
    if (!answer) {
      request.log.warn('a page read found the database out of reach: answered with the unavailable page');
      return sendUnavailablePage(request, reply, DATABASE_DOWN_RETRY_AFTER);
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(answer.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.html);
  };
};

// The server's renderer of pages (built by scripts/build-ssr.mjs into dist/ssr; the server's page route,
// server/src/plugins/server-rendering.ts, loads it): a page's HTML with the data a visitor reads in it,
// its head (title, description, canonical, previews, structured data) and the query cache the browser
// starts from (main.tsx), so it takes the HTML over without asking for the same data again.
// Reads go to the app itself as an anonymous visitor (setApiFetch): the HTML is the same for everyone,
// so the server can keep it for a few seconds. A signed-in visitor's header fills in once the browser
// has read who they are; a visitor without a session cookie starts as signed out, with no request.
import type { Language } from '@domain/languages';
import { isKnownPage, languageBase, splitLanguage } from '@domain/routes';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { pageTitle, TitleCollector } from '@/components/layout/use-document-title';
import { PageHead, prefetchHeadData } from '@/features/seo';
import { ApiError, setApiFetch } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { TRANSLATED_NAMESPACES } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';

export type RenderRequest = {
  /** The path and query the visitor asked for ('/rooms?guests=2'). */
  url: string;
  /** A session cookie came: who it is stays the browser's question. */
  signedIn: boolean;
  /** The resort's public origin (SITE_URL): every absolute URL of the head. */
  siteUrl: string;
};

export type RenderedPage = {
  status: 200 | 404;
  /** The tags of <head> that differ by page. */
  head: string;
  /** #root's content. */
  body: string;
  /** The query cache, as JSON that is safe inside a <script type="application/json">. */
  state: string;
};

/** How many times a page renders to learn which reads it makes (a read can reveal another). */
const MAX_PASSES = 4;

/** Called once: where reads go, and every Filipino text loaded (the server renders both languages). */
export const setUpRendering = async (fetchApi: typeof fetch) => {
  setApiFetch(fetchApi);
  await i18n.loadNamespaces(TRANSLATED_NAMESPACES);
};

type Page = {
  queryClient: QueryClient;
  language: Language;
  pathname: string;
  search: string;
  title: { title?: string };
};

const renderApp = async ({ queryClient, language, pathname, search, title }: Page) => {
  // prerender waits for every lazy chunk, so each Suspense boundary is written complete, in document
  // order; with no chunk-size limit React never moves a large boundary's content out of line, which it
  // would insert with an inline script (the content security policy allows none)
  const { prelude } = await prerender(
    <TitleCollector.Provider value={title}>
      <Router base={languageBase(language)} ssrPath={pathname} ssrSearch={search}>
        <App queryClient={queryClient} />
      </Router>
    </TitleCollector.Provider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/** A read the render asked for and nobody has made yet (the user's is answered from the cookie). */
const unread = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  query.queryKey[0] !== keys.auth.user[0] &&
  String(query.queryKey[0]).startsWith('/api/');

/** An answer the page shows as it is (a room that does not exist); any other failure renders as loading. */
const shownError = (query: Query) => query.state.error instanceof ApiError && query.state.error.status < 500;

// The translator is one for the process: pages render one at a time, each in its own language.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage = (request: RenderRequest): Promise<RenderedPage> => {
  const next = queue.then(() => render(request));
  queue = next.catch(() => undefined);
  return next;
};

const render = async ({ url, signedIn, siteUrl }: RenderRequest): Promise<RenderedPage> => {
  const [pathname = '/', search = ''] = url.split('?');
  const { language, path } = splitLanguage(pathname);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient(() => undefined);
  if (!signedIn) queryClient.setQueryData(keys.auth.user, null);

  const page: Page = { queryClient, language, pathname, search, title: {} };
  let body = await renderApp(page);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const reads = queryClient.getQueryCache().getAll().filter(unread);
    if (reads.length === 0) break;
    await Promise.all(
      reads.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    body = await renderApp(page);
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' && !shownError(query));
  if (failed.length > 0) {
    // the browser reads these again: its first render shows them loading, so the HTML must too
    for (const query of failed) queryClient.getQueryCache().remove(query);
    body = await renderApp(page);
  }
  if (/<script|<template/i.test(body))
    throw new Error(`server render: ${pathname} holds a script or template`);

  const roomError = path.startsWith('/rooms/')
    ? queryClient.getQueryState(keys.rooms.detail(decodeURIComponent(path.slice('/rooms/'.length))))?.error
    : undefined;
  const missing = !isKnownPage(pathname) || roomError instanceof ApiError;
  await prefetchHeadData(queryClient, path);
  const head = renderToStaticMarkup(
    <PageHead
      queryClient={queryClient}
      path={path}
      language={language}
      siteUrl={siteUrl}
      title={page.title.title ?? pageTitle()}
      missing={missing}
    />,
  );
  const state = JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  ).replace(/</g, '\\u003c');
  return { status: missing ? 404 : 200, head, body, state };
};

// The build's prerender entry (scripts/prerender-client.mjs runs it in Node): the HTML of a public page
// as a signed-out visitor's first render shows it, before any answer from the API (the built-in texts,
// the loading placeholders). The browser paints it before the JavaScript runs, then main.tsx hydrates it.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { authKeys } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * `signedOut`: the page once the API has said "no user" (the header's sign-in button and language
 * switch); not served, only read for the CSS the page needs soon after hydrating (the build's critical CSS).
 */
export const renderPage = async (pathname: string, { signedOut = false } = {}): Promise<string> => {
  const queryClient = createQueryClient();
  if (signedOut) queryClient.setQueryData(authKeys.user, null);
  // prerender waits for every lazy chunk, so each Suspense boundary is written complete, in document
  // order; with no chunk-size limit React never moves a large boundary's content out of line, which it
  // would insert with an inline script (the content security policy allows none)
  const { prelude } = await prerender(
    <Router ssrPath={pathname} ssrSearch="">
      <App queryClient={queryClient} />
    </Router>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script|<template/i.test(html)) throw new Error(`prerender: ${pathname} holds a script or template`);
  return html;
};

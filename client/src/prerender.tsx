// The build's prerender entry (scripts/prerender-client.mjs runs it in Node): the HTML of a public page
// as a signed-out visitor's first render shows it, before any answer from the API (the built-in texts,
// the loading placeholders). The browser paints it before the JavaScript runs, then main.tsx hydrates it.
// It renders with Preact, the runtime that hydrates it (vite.config.ts aliases React to preact/compat).
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { authKeys } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * `signedOut`: the page once the API has said "no user" (the header's sign-in button and language
 * switch); not served, only read for the CSS the page needs soon after hydrating (the build's critical CSS).
 */
export const renderPage = (pathname: string, { signedOut = false } = {}): Promise<string> => {
  const queryClient = createQueryClient();
  if (signedOut) queryClient.setQueryData(authKeys.user, null);
  const page = (
    <Router ssrPath={pathname} ssrSearch="">
      <App queryClient={queryClient} />
    </Router>
  );
  // waits for the page's lazy chunks; the HTML has no inline scripts (the content security policy
  // allows none). The cast: the element is typed with React's types, Preact renders it.
  return Promise.resolve(renderToStringAsync(page as unknown as VNode));
};

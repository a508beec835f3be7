// The build's prerender entry (scripts/prerender-client.mjs runs it in Node): the HTML of a public page
// as a signed-out visitor's first render shows it, before any answer from the API (the built-in texts,
// the loading placeholders). The browser paints it before the JavaScript runs, then main.tsx hydrates it.
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';

const page = (pathname: string) => (
  <Router ssrPath={pathname} ssrSearch="">
    <App queryClient={createQueryClient()} />
  </Router>
);

export const renderPage = async (pathname: string): Promise<string> => {
  // prerender waits for the page's lazy chunks; once they are loaded, renderToString gives the HTML in
  // document order with no inline scripts (the site's content security policy allows none)
  await prerender(page(pathname));
  return renderToString(page(pathname));
};

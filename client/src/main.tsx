import { languageBase, splitLanguage } from '@domain/routes';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { loadDeferredStylesheet } from '@/app/deferred-stylesheet';
import { preloadPageImage } from '@/app/preload-page-image';
import { preloadLandingChunk } from '@/app/router';
import { restoreServerState } from '@/app/server-state';
import { markHydratingPrerenderedPage } from '@/components/hydrate-when-near';
import { applyLanguage, storedLanguage, storeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { thisPageIn } from '@/lib/redirects';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

const { language: urlLanguage, path } = splitLanguage(window.location.pathname);
preloadLandingChunk(path);
loadDeferredStylesheet();
// the data the server rendered the page with: the first render reads it instead of asking again
restoreServerState(queryClient);

const app = (
  <Router base={languageBase(urlLanguage)}>
    <App queryClient={queryClient} />
  </Router>
);

// Every page arrives rendered by the server (server/src/plugins/server-rendering.ts) in its URL's
// language: React takes that HTML over instead of painting the page again. Hydrating in a transition lets
// React yield to the browser every few milliseconds, so no long task blocks a slow phone's main thread
// (and a tap) while the whole tree is taken over. What React recovers from on its own, an HTML that the
// first render does not give above all (it paints that part again), is still a bug: it is logged as an
// error, which fails a journey (e2e/support/browser.ts).
const hydrate = () => {
  markHydratingPrerenderedPage();
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error, { componentStack }) =>
        console.error('React recovered from an error:', error, componentStack ?? ''),
    });
  });
};

const paint = () => {
  preloadPageImage(path);
  createRoot(root).render(app);
};

// A page the server sent as the plain shell (too many pages to render at once) is painted by the
// browser. A choice of Filipino that only this browser remembers (made before the choice was also a
// cookie the server reads) moves to the page's Filipino address, once: the cookie takes over from there.
// Promises, not a top-level await: with one, the build splits the landing bundle into dozens of chunks.
const stored = storedLanguage();
const rendered = root.hasChildNodes();
if (urlLanguage === 'en' && stored !== 'en') {
  storeLanguage(stored);
  window.location.replace(thisPageIn(stored));
} else if (urlLanguage === 'en' && rendered) hydrate();
else void applyLanguage(urlLanguage).then(rendered ? hydrate : paint);

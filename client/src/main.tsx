import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadDeferredStylesheet } from '@/app/deferred-stylesheet';
import { preloadPageImage } from '@/app/preload-page-image';
import { preloadLandingChunk } from '@/app/router';
import { markHydratingPrerenderedPage } from '@/components/hydrate-when-near';
import { applyLanguage, storedLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

preloadLandingChunk(window.location.pathname);
loadDeferredStylesheet();

// The public pages arrive prerendered (scripts/prerender-client.mjs): React takes over that HTML instead
// of painting the page again; every other page starts from the empty shell. Hydrating in a transition
// lets React yield to the browser every few milliseconds, so no long task blocks a slow phone's main
// thread (and a tap) while the whole tree is taken over. What React recovers from on its own, a built HTML
// that the first render does not give above all (it paints that part again), is still a bug: it is
// logged as an error, which fails a journey (e2e/support/browser.ts).
const mount = (container: HTMLElement, language: string) => {
  if (container.hasChildNodes() && language === 'en') {
    markHydratingPrerenderedPage();
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} />, {
        onRecoverableError: (error, { componentStack }) =>
          console.error('React recovered from an error:', error, componentStack ?? ''),
      });
    });
  } else {
    preloadPageImage(window.location.pathname);
    createRoot(container).render(<App queryClient={queryClient} />);
  }
};

// A browser that chose Filipino waits for its texts, then paints the page anew: the prerendered HTML is
// English, so hydrating it in Filipino would not match (the English stays on screen until then). A
// promise, not a top-level await: with one, the build splits the landing bundle into dozens of chunks.
const language = storedLanguage();
if (language === 'en') mount(root, language);
else void applyLanguage(language).finally(() => mount(root, language));

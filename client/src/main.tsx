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

// The public pages arrive prerendered (scripts/prerender-client.mjs): Preact (React's API through
// preact/compat, vite.config.ts) takes over that HTML instead of painting the page again; every other
// page starts from the empty shell. The transition is React's way to keep a long hydration from
// blocking a tap; Preact runs it at once, and its hydration of the hero is a short task anyway.
const mount = (container: HTMLElement, language: string) => {
  if (container.hasChildNodes() && language === 'en') {
    markHydratingPrerenderedPage();
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} />);
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

// The prerendered pages carry the CSS their markup uses inline and the full stylesheet's <link> disabled
// (scripts/prerender-client.mjs), so that a slow phone's first paint waits for none of it, and the
// stylesheet's bytes do not share the slow link with the fonts, the hero and this script. The rest of the
// CSS (other pages, what the app renders after the API answers) is needed once the page is on screen.
// The <link> stays the one Vite's loader of lazy chunks finds, so the file is fetched once.

/** Enables the prerendered page's stylesheet once the page has painted; no-op on every other page. */
export const loadDeferredStylesheet = () => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
  if (!link) return;
  const enable = () => {
    link.disabled = false;
  };
  // On a slow phone the page's content has painted before this script arrives: fetch at once, ahead of the API
  // requests of the hydration, whose answers render markup the inline CSS does not cover. Otherwise
  // (a fast load) after the first paint: a frame, then a task.
  if (performance.getEntriesByName('first-contentful-paint').length > 0) enable();
  else requestAnimationFrame(() => setTimeout(enable));
};

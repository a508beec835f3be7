// Every toast a page shows, recorded as it appears. A toast that is on screen only until the page leaves
// (the 'Unauthorized' one shows for 500 ms before the login address) can be missed by polling on a busy
// machine; a MutationObserver in the page reports each one to the test as it is added, and the record
// outlives the page's navigations.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __toastShown?: (text: string) => void;
  }
}

/** Starts recording before the page loads; returns the texts seen so far (a live array). */
export const recordToasts = async (page: Page): Promise<string[]> => {
  const seen: string[] = [];
  await page.exposeFunction('__toastShown', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const report = () => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (reported.has(toast) || text.trim() === '') continue;
        reported.add(toast);
        window.__toastShown?.(text);
      }
    };
    new MutationObserver(report).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
};

// Form helpers that act like a person: pick a select option by its visible text.
import type { Locator } from '@playwright/test';
import { POLL_INTERVAL_MS, WAIT_MS } from './timeouts';

/**
 * Selects the first option of a native <select> whose visible text matches, waiting up to WAIT_MS
 * for the select and such an option to be there (options can arrive with the page's data).
 */
export const selectOptionMatching = async (select: Locator, pattern: RegExp) => {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const options = await select.locator('option').allInnerTexts();
    const label = options.find((text) => pattern.test(text.trim()));
    if (label !== undefined) {
      await select.selectOption({ label: label.trim() });
      return;
    }
    if (Date.now() > deadline) throw new Error(`No option matching ${pattern} among: ${options.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
};

// Form helpers that act like a person: pick a select option by its visible text.
import type { Locator } from 'playwright-core';

/** Selects the first option of a native <select> whose visible text matches. */
export const selectOptionMatching = async (select: Locator, pattern: RegExp) => {
  const options = await select.locator('option').allInnerTexts();
  const label = options.find((text) => pattern.test(text.trim()));
  if (label === undefined) throw new Error(`No option matching ${pattern} among: ${options.join(' | ')}`);
  await select.selectOption({ label: label.trim() });
};

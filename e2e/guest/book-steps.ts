// The booking page's last steps as the guest journeys take them: the GCash payment (the methods are radio
// cards: the radio itself is visually hidden, a guest clicks its card, the label) and, in Filipino, the
// booking sent and the guest on the dashboard.
import type { Page } from '@playwright/test';
import { expectPath, expectVisible, toast } from '../support/browser';
import { expect } from '../support/test';

export const chooseGcash = async (page: Page) => {
  const gcash = page.getByRole('radio', { name: /^GCash/ });
  await page.locator('label').filter({ has: gcash }).click();
  await expect.poll(() => gcash.isChecked()).toBe(true);
};

/** GCash chosen and its transaction ID filled in (a fresh one unless the test names it). */
export const payByGcash = async (page: Page, reference = `GC-${Date.now()}`) => {
  await chooseGcash(page);
  await page.getByLabel('Transaction ID / Reference Number').fill(reference);
};

/** Mag-book Na on a filled-in booking page: the success toast, then the Filipino dashboard. */
export const bookInFilipino = async (page: Page) => {
  await page.getByRole('button', { name: 'Mag-book Na', exact: true }).click();
  await expectVisible(toast(page).getByText('Matagumpay na nagawa ang iyong reservation!', { exact: true }));
  await expectPath(page, '/fil/dashboard');
};

// The journeys' `test`: Playwright's, with what every journey gets without asking and the signed-in
// roles as fixtures.
// - every page a journey opens (support/browser.ts newPage) comes from the worker's Chromium (Debian's,
//   launched with the config's launchOptions), so Playwright traces it: a failed test keeps its trace;
// - after each test, every console error, uncaught exception or CSP violation of its pages fails it,
//   and a failed test keeps a full-page screenshot of each page it had open (in its test-results
//   folder and the HTML report);
// - a test does not start within TODAY_GUARD_MS of the resort's midnight (it waits for the new day), so
//   a journey that books "today" keeps the same today to its end;
// - `guest`, `receptionist`, `admin`: a fresh account of that role with its session cookie, and
//   `guestPage`, `receptionistPage`, `adminPage`: a desktop page signed in as it (no sign-in request).

import { addDays, dayStartIn, todayIn } from '@domain/dates';
import { test as base, expect } from '@playwright/test';
import { signUp } from './accounts';
import { adminSession } from './api';
import { closePages, openPages, pageErrors, pageWithSession, useBrowser } from './browser';
import { createDeskClerk } from './staff';
import { TODAY_GUARD_MS } from './timeouts';

type Account = Awaited<ReturnType<typeof signUp>>;
type Page = Awaited<ReturnType<typeof pageWithSession>>;

/** How long until the resort's next midnight, in ms. */
export const msToResortMidnight = (now = new Date()) =>
  dayStartIn(addDays(todayIn(undefined, now), 1)).getTime() - now.getTime();

const safeName = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

export const test = base.extend<
  {
    journeyWatch: undefined;
    guest: Account;
    guestPage: Page;
    receptionist: Account;
    receptionistPage: Page;
    admin: { cookie: string };
    adminPage: Page;
  },
  { journeyBrowser: undefined }
>({
  journeyBrowser: [
    async ({ browser }, use) => {
      useBrowser(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  journeyWatch: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      const left = msToResortMidnight();
      if (left < TODAY_GUARD_MS) {
        testInfo.setTimeout(testInfo.timeout + left + 1_000);
        await new Promise((resolve) => setTimeout(resolve, left + 1_000));
      }
      await use(undefined);
      const pages = openPages();
      try {
        if (testInfo.status !== testInfo.expectedStatus) {
          for (const [index, page] of pages.entries()) {
            const file = testInfo.outputPath(`${safeName(testInfo.title)}-${index + 1}.png`);
            const saved = await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
            if (saved) await testInfo.attach(`page ${index + 1}`, { path: file, contentType: 'image/png' });
          }
        } else {
          for (const page of pages)
            expect(
              pageErrors(page).join('\n'),
              `console errors or uncaught exceptions on ${page.url()}`,
            ).toBe('');
        }
      } finally {
        await closePages();
      }
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  guest: async ({}, use) => use(await signUp()),
  guestPage: async ({ guest }, use) => use(await pageWithSession(guest.cookie, { owner: guest.email })),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  receptionist: async ({}, use) => use(await createDeskClerk()),
  receptionistPage: async ({ receptionist }, use) =>
    use(await pageWithSession(receptionist.cookie, { owner: receptionist.email })),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  admin: async ({}, use) => use({ cookie: await adminSession() }),
  adminPage: async ({ admin }, use) => use(await pageWithSession(admin.cookie, { owner: 'the admin' })),
});

export { expect };
export const { describe, beforeAll, afterAll } = test;

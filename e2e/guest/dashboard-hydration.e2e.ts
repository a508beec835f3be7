// Spec section 2 (Customer dashboard, Receptionist dashboard): a signed-in dashboard opened straight at
// one of its tabs (a reload, a shared link) is taken over by the browser without a hydration error. The
// server renders a signed-in page waiting for the user; on a slow phone the user arrives while React
// still hydrates the page's part, which then must still render the loader the HTML holds (React #418
// otherwise, which the page watch turns into a failure). The browser's CPU is slowed down as a busy
// phone's, which made the error show on most visits before it was fixed.
import type { Page } from '@playwright/test';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { describe, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

/** How many times slower than this machine the page's CPU runs: a budget phone's. */
const PHONE_SLOWDOWN = 12;

const openSlowly = async (page: Page, path: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_SLOWDOWN });
  await page.goto(path);
};

describe('a signed-in dashboard opened at a tab hydrates cleanly', () => {
  for (const tab of ['all', 'report'] as const)
    test(`a guest at /dashboard?tab=${tab}`, async ({ guest, guestPage }) => {
      await openSlowly(guestPage, `/dashboard?tab=${tab}`);
      await expectVisible(
        guestPage.getByRole('heading', { level: 1, name: `Welcome back, ${guest.firstName}` }),
        SLOW_WAIT_MS,
      );
      expectNoPageErrors(guestPage);
    });

  for (const tab of ['all'] as const)
    test(`a receptionist at /dashboard?tab=${tab}`, async ({ receptionistPage: page }) => {
      await openSlowly(page, `/dashboard?tab=${tab}`);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Receptionist Dashboard' }),
        SLOW_WAIT_MS,
      );
      await expectVisible(page.getByRole('tab', { selected: true }), SLOW_WAIT_MS);
      expectNoPageErrors(page);
    });
});

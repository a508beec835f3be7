// Every wait of the journeys, in one place. A wait ends as soon as its condition holds, so a generous
// limit costs nothing on a fast machine; it only decides how long a loaded 2-CPU machine may take
// before a check counts as failed. Nothing under e2e/ writes a number of milliseconds for a wait:
// journeys and helpers use these (or the defaults set from them in e2e/playwright.config.ts: the test,
// expect and expect.poll, action and navigation timeouts; and each context's in support/browser.ts).
// Only how long something may take comes from here; what is asserted never changes.

/**
 * Any UI wait: an element to appear or go (expectVisible, locator.waitFor), a path (expectPath),
 * a polled value (expect.poll), and what Playwright's actions wait for (click, fill, waitForEvent).
 * A page renders in well under a second when the machine is idle; 15 s covers one that is busy.
 */
export const WAIT_MS = 15_000;

/**
 * The few screens that fetch a lot before they draw (the receptionist dashboard and its financial
 * report, a download, a toast that follows a server write): twice the usual wait.
 */
export const SLOW_WAIT_MS = 30_000;

/** page.goto, reload, waitForLoadState and settle()'s quiet network: a whole page and its data. */
export const NAVIGATION_MS = 30_000;

/** An email the server prints after a write (support/emails.ts waitForEmail). */
export const EMAIL_WAIT_MS = 30_000;

/** settle(): the network counts as quiet after this long without a request starting or ending. */
export const NETWORK_QUIET_MS = 500;

/** How often the helpers' polled waits look again (waitForEmail, select options, the server's start). */
export const POLL_INTERVAL_MS = 100;

/** Not a wait but a pause: scrollThrough's rest between screens, so lazy sections start to load. */
export const SCROLL_PAUSE_MS = 120;

/** globalSetup: a built server (and a fresh database) answering GET /api/ready. */
export const SERVER_START_MS = 90_000;

/** Teardown: how long the server gets after SIGTERM before SIGKILL. */
export const SERVER_STOP_MS = 10_000;

/**
 * Playwright's per-test limit (a file's beforeAll and afterAll get as long): at least twice the longest wait, and room for the work itself. A wait
 * that never ends is already caught by its own limit; this one bounds the sum of many steps, and the
 * longest journeys are CPU-bound: 'every tab and the walk-in dialog' runs axe six times, 7-11 s a
 * scan on a 2-CPU machine at load 15, about 65 s in all.
 */
export const TEST_MS = 120_000;

/**
 * A test does not start this close to the resort's midnight: it waits for the new day instead
 * (support/test.ts). Longer than any single journey takes on a busy machine (about 65 s).
 */
export const TODAY_GUARD_MS = 90_000;

const longestWait = Math.max(WAIT_MS, SLOW_WAIT_MS, NAVIGATION_MS, EMAIL_WAIT_MS);
if (TEST_MS < 2 * longestWait) {
  throw new Error(
    `e2e/support/timeouts.ts: TEST_MS (${TEST_MS}) must be at least twice the longest wait (${longestWait})`,
  );
}

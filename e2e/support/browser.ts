// Pages for journeys: a fresh browser context per page (own cookies) from the worker's Chromium (the
// `browser` fixture: Debian's, launched with e2e/playwright.config.ts's launchOptions, so Playwright
// traces every context), and a watch on every page: support/test.ts fails a test whose pages logged a
// console error or threw, and screenshots each open page of a failed one.
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { run } from './run';
import { NAVIGATION_MS, NETWORK_QUIET_MS, POLL_INTERVAL_MS, SCROLL_PAUSE_MS, WAIT_MS } from './timeouts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// Chrome reports every non-2xx response as a console error. The signed-out user check
// (GET /api/auth/user answering 401, spec section 7) is how the site learns it has no user: expected.
const ALWAYS_ALLOWED: Array<{ text: RegExp; url?: RegExp }> = [
  { text: /status of 401/, url: /\/api\/auth\/user$/ },
];

type Watched = { errors: string[]; allowed: RegExp[] };
const watched = new Map<Page, Watched>();
/** The page's requests still loading, and when the network last did anything (see waitForQuietNetwork). */
type Network = { loading: Set<Request>; lastActivity: number };
const networks = new Map<Page, Network>();
let browser: Browser | undefined;
let contexts: BrowserContext[] = [];

/** The worker's Chromium (support/test.ts hands it over once per worker). */
export const useBrowser = (workerBrowser: Browser) => {
  browser = workerBrowser;
};

export const baseUrl = () => run().baseUrl;

/** The pages the current test opened (support/test.ts checks them after the test). */
export const openPages = () => [...watched.keys()];

/** Closes every context the current test opened and forgets its pages. */
export const closePages = async () => {
  watched.clear();
  networks.clear();
  const open = contexts;
  contexts = [];
  await Promise.all(open.map((c) => c.close().catch(() => undefined)));
};

/**
 * A page in a fresh browser context (no cookies) at 1280 px (or 390 px with 'phone'),
 * in the resort's time zone so date pickers agree with the server about "today".
 */
export const newPage = async (options: { viewport?: ViewportName } = {}): Promise<Page> => {
  if (!browser) throw new Error('No browser: journeys import test from e2e/support/test.ts');
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    timezoneId: 'Asia/Manila',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  // The machines are offline: anything outside the site (the map embed) gets an empty page
  // instead of a network error, so the checks judge the site and not the sandbox.
  const origin = new URL(baseUrl()).origin;
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' }),
  );
  // every click, fill, locator.waitFor and waitForEvent waits up to WAIT_MS; goto, reload and
  // waitForLoadState up to NAVIGATION_MS (support/timeouts.ts)
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_MS);
  // A Content-Security-Policy refusal is reported by the browser, not the page's console API, so the
  // console watch below never hears of it: the page reports each one as a console error itself.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  contexts.push(context);
  const page = await context.newPage();
  const state: Watched = { errors: [], allowed: [] };
  watched.set(page, state);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const text = message.text();
    if (ALWAYS_ALLOWED.some((rule) => rule.text.test(text) && (!rule.url || rule.url.test(url)))) return;
    state.errors.push(`console.error: ${text}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => state.errors.push(`uncaught ${error.name}: ${error.message}`));
  const network: Network = { loading: new Set(), lastActivity: Date.now() };
  networks.set(page, network);
  const started = (request: Request) => {
    network.loading.add(request);
    network.lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    network.loading.delete(request);
    network.lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A fetch whose body the page never reads (the signed-out GET /api/auth/user 401) never "finishes"
  // in Chromium: an answered fetch counts as done, or the network would never look quiet.
  page.on('response', (response) => {
    const request = response.request();
    if (['fetch', 'xhr'].includes(request.resourceType())) ended(request);
    else network.lastActivity = Date.now();
  });
  return page;
};

/**
 * A page whose browser context carries a session cookie (`name=value`, as the API set it): no sign-in
 * request, no rate limit. `owner` names whose session it is in the error when there is none.
 */
export const pageWithSession = async (
  cookie: string,
  options: { viewport?: ViewportName; owner?: string } = {},
) => {
  const page = await newPage(options);
  const [name, ...value] = cookie.split('=');
  if (!name || !value.length)
    throw new Error(`No session cookie${options.owner ? ` for ${options.owner}` : ''}`);
  await page.context().addCookies([{ name, value: value.join('='), url: baseUrl(), httpOnly: true }]);
  return page;
};

/**
 * Holds the site's scripts back until the returned `release()` is called: the prerendered page is on
 * screen without them, as on a slow phone before its JavaScript has arrived. Navigate with
 * `waitUntil: 'commit'` (DOMContentLoaded waits for the held module scripts).
 */
export const holdScripts = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** The rooms' View Details links (or buttons) in the page's main content. */
export const viewDetails = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: 'View Details' })
    .or(page.getByRole('main').getByRole('button', { name: 'View Details' }));

/** The script has taken a prerendered search form over: its check-in field got its earliest day. */
export const expectHydrated = (checkInField: Locator) =>
  expect.poll(() => checkInField.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

/** For the few journeys that expect a failed request (a wrong password's 401, an unknown page's 404). */
export const allowConsoleErrors = (page: Page, pattern: RegExp) => {
  watched.get(page)?.allowed.push(pattern);
};

export const pageErrors = (page: Page) => {
  const state = watched.get(page);
  if (!state) return [];
  return state.errors.filter((error) => !state.allowed.some((pattern) => pattern.test(error)));
};

/** Every test gets this check automatically after it; call it earlier to fail at the right step. */
export const expectNoPageErrors = (page: Page) => {
  expect(pageErrors(page).join('\n'), `console errors or uncaught exceptions on ${page.url()}`).toBe('');
};

/**
 * Waits for the element to be visible (first match), failing with a readable message.
 * `timeout`: WAIT_MS, or SLOW_WAIT_MS for the slow screens (support/timeouts.ts), never less.
 */
export const expectVisible = async (locator: Locator, timeout = WAIT_MS) => {
  await locator.first().waitFor({ state: 'visible', timeout });
};

/**
 * A form's error message is shown after a submit, and the form is done moving the focus. react-hook-form
 * focuses the first invalid field at once and again in a timer (setTimeout 0) queued before the message
 * renders: a field filled in between loses its text to the invalid one, which took the focus back (seen
 * on a loaded CI machine). Waiting for a timer queued now lets that one run first.
 */
export const expectFormError = async (message: Locator) => {
  await expectVisible(message);
  await message.page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

/** The control named `name`, whether the page draws it as a link or as a button (the first one shown). */
export const linkOrButton = (page: Page, name: string) =>
  page.getByRole('link', { name }).or(page.getByRole('button', { name })).first();

/** The single toast (spec: one at a time). */
export const toast = (page: Page) => page.getByTestId('toast');

/** Waits until the page's path (and query, when given) is the expected one (`timeout` as in expectVisible). */
export const expectPath = async (page: Page, expected: string | RegExp, timeout = WAIT_MS) => {
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      { timeout },
    )
    .toMatch(expected instanceof RegExp ? expected : new RegExp(`^${escapeRegExp(expected)}$`));
};

/** The page went to /rooms with exactly this search in its query. */
export const expectRoomsSearch = async (page: Page, query: Record<string, string>) => {
  await expectPath(page, /^\/rooms\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(query);
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits (up to NAVIGATION_MS) until nothing has loaded for NETWORK_QUIET_MS, like Playwright's
 * 'networkidle' but measured now rather than once per page load (so it also covers what a tab switch
 * or a scroll fetched), and not stuck on a fetch whose body the page never read.
 */
export const waitForQuietNetwork = async (page: Page) => {
  const network = networks.get(page);
  if (!network) {
    await page.waitForLoadState('networkidle', { timeout: NAVIGATION_MS });
    return;
  }
  const deadline = Date.now() + NAVIGATION_MS;
  while (network.loading.size > 0 || Date.now() - network.lastActivity < NETWORK_QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = [...network.loading].map((r) => `  ${r.method()} ${r.url()}`);
      throw new Error(
        `The network of ${page.url()} was not quiet within ${NAVIGATION_MS / 1000} s; still loading:\n${pending.join('\n') || '  (nothing: requests kept starting)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
};

/** Waits until the page stops loading data and the web fonts are in, so checks see the finished page. */
export const settle = async (page: Page) => {
  await waitForQuietNetwork(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/**
 * Scrolls down a screen at a time to the very bottom, as a visitor reading the page would, so
 * sections and pictures that load near the viewport are there; then back to the top and settles.
 */
export const scrollThrough = async (page: Page) => {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(SCROLL_PAUSE_MS);
    if (atBottom) {
      await waitForQuietNetwork(page);
      const stillAtBottom = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (stillAtBottom) break;
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
};

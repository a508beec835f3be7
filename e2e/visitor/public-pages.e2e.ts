// Every public page at 1280 px and 390 px: the right HTTP status, no console errors or uncaught
// exceptions (checked after each test by support/browser.ts), no serious or critical axe-core
// violation, and nothing wider than the screen.
import { describe, expect, test } from 'vitest';
import { listRooms } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  allowConsoleErrors,
  newPage,
  scrollThrough,
  settle,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser';

const roomId = async () => (await listRooms())[0]?.id ?? 'no-rooms-seeded';

const PAGES: Array<{ name: string; path: string | (() => Promise<string>); status: number }> = [
  { name: 'home', path: '/', status: 200 },
  { name: 'rooms', path: '/rooms', status: 200 },
  { name: 'room detail', path: async () => `/rooms/${await roomId()}`, status: 200 },
  { name: 'amenities', path: '/amenities', status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'login', path: '/login', status: 200 },
  { name: 'signup', path: '/signup', status: 200 },
  { name: 'forgot password', path: '/forgot-password', status: 200 },
  { name: '404', path: '/this-page-does-not-exist', status: 404 },
];

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('public pages at %s width', (viewport) => {
  test.each(PAGES)('$name', async ({ path, status }) => {
    const url = typeof path === 'string' ? path : await path();
    const page = await newPage({ viewport });
    if (status === 404) allowConsoleErrors(page, /status of 404/);
    const response = await page.goto(url);
    expect(response?.status()).toBe(status);
    await settle(page);
    await scrollThrough(page); // lazy sections and pictures are checked too

    expect(await page.getByRole('main').count(), 'one main landmark').toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count(), 'one h1').toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(
      overflow,
      `the page is ${overflow}px wider than the ${VIEWPORTS[viewport].width}px screen`,
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

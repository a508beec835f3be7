// Every public page at 1280 px and 390 px, in English and in Filipino (whose words run longer): the
// right HTTP status, no console errors or uncaught exceptions (checked after each test by
// support/browser.ts), no serious or critical axe-core violation, and nothing wider than the screen.
// Then the pages a signed-in guest sees, both widths and both languages: the same checks, and the
// welcome hero's two buttons side by side or one under the other, never over each other.
import type { Language } from '@domain/languages';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { listRooms } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  allowConsoleErrors,
  expectVisible,
  newPage,
  pageWithSession,
  scrollThrough,
  settle,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser';
import { beforeAll, describe, expect, test } from '../support/test';

const roomId = async () => (await listRooms())[0]?.id ?? 'no-rooms-seeded';

type PagePath = string | (() => Promise<string>);

const PAGES: Array<{ name: string; path: PagePath; status: number }> = [
  { name: 'home', path: '/', status: 200 },
  { name: 'rooms', path: '/rooms', status: 200 },
  { name: 'room detail', path: async () => `/rooms/${await roomId()}`, status: 200 },
  { name: 'amenities', path: '/amenities', status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'accessibility', path: '/accessibility', status: 200 },
  { name: 'login', path: '/login', status: 200 },
  { name: 'signup', path: '/signup', status: 200 },
  { name: 'forgot password', path: '/forgot-password', status: 200 },
  { name: '404', path: '/this-page-does-not-exist', status: 404 },
];

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const LANGUAGES: Language[] = ['en', 'fil'];

/** The page in `language`: the browser remembers the choice before the site's script reads it. */
const inLanguage = async (page: Page, language: Language) => {
  if (language !== 'en')
    await page.context().addInitScript((choice) => localStorage.setItem('language', choice), language);
};

/** Opens `path`, checks the status and language, then one main, one h1, no overflow and axe. */
const checkPage = async (page: Page, options: { path: PagePath; status: number; language: Language }) => {
  const url = typeof options.path === 'string' ? options.path : await options.path();
  const response = await page.goto(url);
  expect(response?.status()).toBe(options.status);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(options.language);
  await settle(page);
  await scrollThrough(page); // lazy sections and pictures are checked too

  expect(await page.getByRole('main').count(), 'one main landmark').toBe(1);
  expect(await page.getByRole('heading', { level: 1 }).count(), 'one h1').toBe(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const width = page.viewportSize()?.width;
  expect(overflow, `the page is ${overflow}px wider than the ${width}px screen`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
};

for (const viewport of VIEWPORT_NAMES)
  describe(`public pages at ${viewport} width`, () => {
    for (const language of LANGUAGES)
      describe(`in ${language}`, () => {
        for (const { name, path, status } of PAGES)
          test(name, async () => {
            const page = await newPage({ viewport });
            if (status === 404) allowConsoleErrors(page, /status of 404/);
            await inLanguage(page, language);
            await checkPage(page, { path, status, language });
          });
      });
  });

const HERO_BUTTONS: Record<Language, [string, string]> = {
  en: ['My Bookings', 'Browse Rooms'],
  fil: ['Aking mga Booking', 'Tingnan ang mga Kuwarto'],
};

// the pages whose content changes once signed in (the others only gain the header's greeting)
const GUEST_PAGES: Array<{ name: string; path: PagePath }> = [
  { name: 'home', path: '/' },
  { name: 'booking', path: async () => `/booking/${await roomId()}` },
  { name: 'dashboard', path: '/dashboard' },
];

describe('signed in as a guest', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signUp({ firstName: 'Maria Clara', lastName: 'Dela Cruz' })).cookie;
  });

  for (const viewport of VIEWPORT_NAMES)
    describe(`at ${viewport} width`, () => {
      for (const language of LANGUAGES)
        describe(`in ${language}`, () => {
          for (const { name, path } of GUEST_PAGES)
            test(name, async () => {
              const page = await pageWithSession(cookie, { viewport, owner: 'the guest' });
              await inLanguage(page, language);
              await checkPage(page, { path, status: 200, language });
              if (name !== 'home') return;

              // the welcome hero's buttons: each whole on the screen, and never over the other
              const [bookings, rooms] = HERO_BUTTONS[language];
              const boxes = [];
              for (const label of [bookings, rooms]) {
                const button = page.getByRole('link', { name: label, exact: true });
                await expectVisible(button);
                const box = await button.boundingBox();
                if (!box) throw new Error(`No box for ${label}`);
                expect(box.x, `${label} starts on the screen`).toBeGreaterThanOrEqual(0);
                expect(box.x + box.width, `${label} ends on the screen`).toBeLessThanOrEqual(
                  VIEWPORTS[viewport].width,
                );
                // its label fits inside it (a label wider than its button spills over the next one)
                const spill = await button.evaluate((element) => element.scrollWidth - element.clientWidth);
                expect(spill, `${label}'s text is ${spill}px wider than the button`).toBeLessThanOrEqual(0);
                boxes.push(box);
              }
              const [a, b] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
              const apartSideways = a.x + a.width <= b.x || b.x + b.width <= a.x;
              const apartUpDown = a.y + a.height <= b.y || b.y + b.height <= a.y;
              expect(apartSideways || apartUpDown, `"${bookings}" and "${rooms}" overlap`).toBe(true);
            });
        });
    });
});

// The landing page's About section (content key about_us, the one HTML item): the run's admin
// saves it through the admin API with a script and a javascript: link in it; visitors see the text,
// formatted, with neither. A title left blank gives 'About Casa Alon'; nothing left to show hides
// the section. The item as it was before the file is put back at the end, for the other journeys.
import { randomBytes } from 'node:crypto';
import type { ContentItemDto } from '@domain/api-types';
import { CONTENT_DEFAULTS } from '@domain/content';
import type { Page } from '@playwright/test';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectVisible, newPage, VIEWPORTS, type ViewportName } from '../support/browser';
import { afterAll, describe, expect, test } from '../support/test';

const adminCall = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> =>
  call<T>(method, path, await adminSession(), body);

const saveAbout = (title: string, content: string) =>
  adminCall<ContentItemDto>('PUT', '/api/admin/content/about_us', {
    key: 'about_us',
    title,
    content,
    contentType: 'html',
  });

/** about_us as stored before this file ran (undefined: never saved, the default text showed). */
const original = (async () =>
  (await adminCall<ContentItemDto[]>('GET', '/api/admin/content')).find((item) => item.key === 'about_us'))();

afterAll(async () => {
  const before = await original;
  // a title left blank shows the same heading as no item at all; the default text is the same too
  await saveAbout(before?.title ?? '', before?.content ?? CONTENT_DEFAULTS.about_us.content);
});

const aboutSection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * Scrolls to what follows the featured rooms, as a visitor does: the sections below them come alive
 * only near the viewport (client/src/components/hydrate-when-near.tsx), until then they stay as built.
 */
const scrollPastFeaturedRooms = (page: Page) =>
  page
    .getByRole('region', { name: 'Featured Rooms' })
    .evaluate((featured) => featured.nextElementSibling?.scrollIntoView({ block: 'center' }));

/**
 * Opens the landing page at the viewport and brings the About section on screen, its picture
 * loaded and the fonts in (waiting on the section itself rather than on the whole page's network).
 */
const openAbout = async (viewport: ViewportName, title: string) => {
  const page = await newPage({ viewport });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const section = aboutSection(page, title);
  await scrollPastFeaturedRooms(page);
  await expectVisible(section);
  await section.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      section
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, section };
};

describe('About section of the landing page', () => {
  const marker = randomBytes(4).toString('hex');
  const title = `Our story ${marker}`;
  const story = `A family-run cove on the La Union coast, ${marker}.`;
  const hostile = [
    '<h3>Since 1998</h3>',
    `<p>${story}</p>`,
    '<script>window.__aboutXss = "script"</script>',
    '<p><a href="javascript:window.__aboutXss=&quot;link&quot;">Take the tour</a> or ',
    '<a href="/rooms">see our rooms</a>.</p>',
    '<ul><li>Sea-view rooms</li><li>Breakfast from the boats</li></ul>',
    '<img src="x" onerror="window.__aboutXss = \'img\'">',
    '<a href="/\\evil.example">elsewhere</a>',
  ].join('');

  test('the admin API stores the text without its script or javascript: link', async () => {
    const saved = await saveAbout(title, hostile);
    expect(saved).toMatchObject({ key: 'about_us', title, contentType: 'html' });
    expect(saved.content).toContain(story);
    expect(saved.content).not.toMatch(/<script|javascript:|onerror|<img|evil\.example/i);
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
    test(`visitors see the text, and nothing of the script or the bad links, at ${viewport} width`, async () => {
      const { page, section } = await openAbout(viewport, title);
      await expectVisible(section.getByRole('heading', { level: 2, name: title }));
      await expectVisible(section.getByText(story));
      await expectVisible(section.getByRole('heading', { level: 3, name: 'Since 1998' }));
      await expectVisible(section.getByText('Breakfast from the boats'));

      // nothing of the script survives: no element, nothing run (the one picture is the section's own)
      expect(await section.locator('script, iframe, [onerror], img[src="x"]').count()).toBe(0);
      expect(await section.locator('img').count()).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (window as { __aboutXss?: string }).__aboutXss)).toBeUndefined();

      // the javascript: link keeps its text but no address; the site link keeps its own
      const tour = section.getByText('Take the tour', { exact: true });
      await expectVisible(tour);
      expect(await tour.getAttribute('href')).toBeNull();
      expect(await section.locator('a[href^="javascript" i]').count()).toBe(0);
      expect(await section.getByRole('link', { name: 'see our rooms' }).getAttribute('href')).toBe('/rooms');
      // '/\evil.example' is another site to a browser: no address either
      expect(await section.getByText('elsewhere', { exact: true }).getAttribute('href')).toBeNull();
      await tour.click();
      expect(await page.evaluate(() => (window as { __aboutXss?: string }).__aboutXss)).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe('/');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
    test(`the page with the section passes axe at ${viewport} width`, async () => {
      const { page } = await openAbout(viewport, title);
      await expectNoSeriousA11yViolations(page);
    });

  test('a blank title gives the heading "About Casa Alon"', async () => {
    await saveAbout('', `<p>${story}</p>`);
    const { section } = await openAbout('desktop', 'About Casa Alon');
    await expectVisible(section.getByRole('heading', { level: 2, name: 'About Casa Alon' }));
    await expectVisible(section.getByText(story));
  });

  test('an about text with nothing left after sanitising hides the section', async () => {
    const saved = await saveAbout(title, '<script>alert(1)</script><p> </p>');
    expect(saved.content).not.toContain('script');
    const page = await newPage();
    await page.goto('/');
    await scrollPastFeaturedRooms(page);
    // the content came with the page: the featured rooms are followed straight by the amenities (no placeholder between)
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Featured Rooms' })
          .evaluate((section) => section.nextElementSibling?.getAttribute('aria-labelledby') ?? null),
      )
      .toBe('amenities-heading');
    expect(await aboutSection(page, title).count()).toBe(0);
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
  });
});

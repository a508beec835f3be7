// Spec section 2, Home (signed out): hero from content, search widget, featured rooms,
// 'Guest Reviews', and the 'Send us a Message' contact section.
import { addDays, todayIn } from '@domain/dates';
import type { Page } from '@playwright/test';
import { contentText, listRooms } from '../support/api';
import {
  expectHydrated,
  expectPath,
  expectRoomsSearch,
  expectVisible,
  holdScripts,
  linkOrButton,
  newPage,
  scrollThrough,
  viewDetails,
  waitForQuietNetwork,
} from '../support/browser';
import { selectOptionMatching } from '../support/forms';
import { describe, expect, test } from '../support/test';

// the search widget's date fields, and the rooms page's after it
const checkInField = (page: Page) => page.getByLabel(/check-?\s?in/i).first();
const checkOutField = (page: Page) => page.getByLabel(/check-?\s?out/i).first();

const fillStayDates = async (page: Page, stay: { checkin: string; checkout: string }) => {
  await checkInField(page).fill(stay.checkin);
  await checkOutField(page).fill(stay.checkout);
};

/** A phone whose scripts have not arrived: the prerendered hero with the stay and 2 adults + 1 kid chosen. */
const chooseBeforeTheScript = async (stay: { checkin: string; checkout: string }) => {
  const page = await newPage({ viewport: 'phone' });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await fillStayDates(page, stay);
  await selectOptionMatching(page.getByLabel(/guests/i).first(), /^2 adults?,? 1 (kid|child)$/i);
  return { page, release };
};

describe('landing page', () => {
  test('shows the hero, the first three rooms, the reviews and the message form', async () => {
    const [heroTitle, heroSubtitle, rooms] = await Promise.all([
      contentText('hero_title'),
      contentText('hero_subtitle'),
      listRooms(),
    ]);
    expect(rooms.length).toBeGreaterThanOrEqual(6);
    const page = await newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expectVisible(page.getByRole('heading', { level: 1, name: heroTitle }));
    await expectVisible(page.getByText(heroSubtitle));

    // featured rooms: the first 3 rooms of the list, each with View Details
    await expect.poll(() => viewDetails(page).count()).toBe(3);
    for (const room of rooms.slice(0, 3)) {
      await expectVisible(page.getByRole('main').getByText(room.name, { exact: true }));
    }
    expect(await page.getByRole('main').getByText(rooms[3]!.name, { exact: true }).count()).toBe(0);

    // the lower sections may load as the visitor scrolls down to them
    await scrollThrough(page);
    await expectVisible(page.getByRole('heading', { name: 'Guest Reviews' }));
    await expectVisible(page.getByRole('heading', { name: 'Send us a Message' }));

    await linkOrButton(page, 'View All Rooms').click();
    await expectPath(page, '/rooms');
  });

  test('on a phone, the sections below the featured rooms stay as built, their code unfetched, until the visitor comes near', async () => {
    const page = await newPage({ viewport: 'phone' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const fetched = (chunk: string) => scripts.some((script) => script.startsWith(`/assets/${chunk}-`));
    // marks each built section before any script runs (a property, not an attribute the hydration reads)
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const section of document.querySelectorAll('[data-hydrate-when-near]'))
          Object.assign(section, { fromTheBuild: true });
      });
    });
    const fromTheBuild = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-hydrate-when-near]')].map(
          (section) => `${section.getAttribute('data-hydrate-when-near')}: ${'fromTheBuild' in section}`,
        ),
      );
    await page.goto('/');
    await expectHydrated(checkInField(page));
    // the user's and the content's answers are in, the sections' chunk too: the built HTML is still there
    await waitForQuietNetwork(page);
    expect(await fromTheBuild()).toEqual(['about: true', 'amenities: true', 'reviews: true', 'footer: true']);
    for (const chunk of ['about-section', 'amenities-section', 'reviews-section', 'site-footer'])
      expect(fetched(chunk), chunk).toBe(false);

    // near the reviews, their code comes, and the same element comes alive and shows the API's reviews
    const reviews = page.getByRole('region', { name: 'Guest Reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => reviews.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => fetched('reviews-section')).toBe(true);
    expect(await fromTheBuild()).toContain('reviews: true');
  });

  test('the search widget goes to /rooms with the chosen dates and guests (zero kids omitted)', async () => {
    const checkin = addDays(todayIn('Asia/Manila'), 30);
    const checkout = addDays(checkin, 3);
    const page = await newPage();
    await page.goto('/');
    await fillStayDates(page, { checkin, checkout });
    await selectOptionMatching(page.getByLabel(/guests/i).first(), /^2 adults?(,? 0 (kids?|children))?$/i);
    await page.getByRole('button', { name: 'Search Rooms' }).click();

    await expectRoomsSearch(page, { checkin, checkout, adults: '2' });
    // the rooms page picks the search up
    await expect.poll(() => checkInField(page).inputValue()).toBe(checkin);
    await expect.poll(() => checkOutField(page).inputValue()).toBe(checkout);
  });

  test('on a slow phone, dates and guests chosen before the script ran are what it searches', async () => {
    const checkin = addDays(todayIn('Asia/Manila'), 50);
    const checkout = addDays(checkin, 2);
    const { page, release } = await chooseBeforeTheScript({ checkin, checkout });
    release();
    await expectHydrated(checkInField(page));
    await page.getByRole('button', { name: 'Search Rooms' }).click();
    await expectRoomsSearch(page, { checkin, checkout, adults: '2', kids: '1' });
  });

  test('on a slow phone, Search Rooms tapped before the script ran still opens the search', async () => {
    const checkin = addDays(todayIn('Asia/Manila'), 55);
    const checkout = addDays(checkin, 2);
    const { page, release } = await chooseBeforeTheScript({ checkin, checkout });
    await page.getByRole('button', { name: 'Search Rooms' }).click();
    // the browser submitted the form itself: /rooms reads its guests selector
    await expectPath(page, /^\/rooms\?/);
    release();
    await expectHydrated(checkInField(page));
    await expect.poll(() => checkInField(page).inputValue()).toBe(checkin);
    await expect.poll(() => checkOutField(page).inputValue()).toBe(checkout);
    await expect.poll(() => page.getByLabel('Adults').inputValue()).toBe('2');
    await expect.poll(() => page.getByLabel('Kids').inputValue()).toBe('1');
  });

  test('with a kid in the party the query carries kids', async () => {
    const checkin = addDays(todayIn('Asia/Manila'), 40);
    const checkout = addDays(checkin, 2);
    const page = await newPage({ viewport: 'phone' });
    await page.goto('/');
    await fillStayDates(page, { checkin, checkout });
    await selectOptionMatching(page.getByLabel(/guests/i).first(), /^2 adults?,? 1 (kid|child)$/i);
    await page.getByRole('button', { name: 'Search Rooms' }).click();
    await expectRoomsSearch(page, { checkin, checkout, adults: '2', kids: '1' });
  });
});

// The pages as search engines and link previews read them: raw HTML, no JavaScript, with Googlebot's and
// facebookexternalhit's user agents. Each public page holds what a guest reads (room names, ₱ prices,
// amenities, the address and times from content) and a head of its own, in English and in Filipino.
import { addDays, todayIn } from '@domain/dates';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { SITE_URL, ssrTestApp } from './test-ssr';

const { app, call, room, cottages, crawl, publicPages } = await ssrTestApp();

/** The next Wednesday after the resort's today: a weekday, so the weekday fees apply. */
const nextWednesday = () => {
  let day = addDays(todayIn('Asia/Manila'), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
};

describe.each(['en', 'fil'] as const)('a public page in %s, as crawlers read it', (language) => {
  const inLanguage = (pagePath: string) =>
    language === 'en' ? pagePath : pagePath === '/' ? '/fil' : `/fil${pagePath}`;

  it.each(publicPages)('$path has a head of its own with absolute URLs from SITE_URL', async (page) => {
    for (const agent of ['googlebot', 'facebook'] as const) {
      const crawled = await crawl(inLanguage(page.path), agent);
      expect(crawled.status).toBe(200);
      expect(crawled.lang).toBe(language);
      if (language === 'en' || page.path === '/' || page.path.startsWith('/rooms/')) {
        expect(crawled.title).toEqual([page.title]);
      } else {
        expect(crawled.title).toHaveLength(1);
        expect(crawled.title[0]).toMatch(/ · Casa Alon Beach Resort$/);
      }
      expect(crawled.description).toHaveLength(1);
      expect(crawled.description[0]?.length).toBeGreaterThan(40);
      expect(crawled.description[0]).not.toBe('The default description');
      expect(crawled.canonical).toBe(`${SITE_URL}${inLanguage(page.path)}`);
      expect(crawled.alternates).toEqual({
        en: `${SITE_URL}${page.path}`,
        fil: `${SITE_URL}${page.path === '/' ? '/fil' : `/fil${page.path}`}`,
        'x-default': `${SITE_URL}${page.path}`,
      });
      expect(crawled.og('title')).toBe(crawled.title[0]);
      expect(crawled.og('description')).toBe(crawled.description[0]);
      expect(crawled.og('url')).toBe(crawled.canonical);
      expect(crawled.og('type')).toBe('website');
      expect(crawled.og('image')).toMatch(new RegExp(`^${SITE_URL}/`));
      expect(crawled.twitter('card')).toBe('summary_large_image');
      expect(crawled.robots).toBeUndefined();
      expect(crawled.html).not.toContain('evil.example');
    }
  });

  it('describes each page in words of its own', async () => {
    const descriptions = await Promise.all(
      publicPages.map(async (page) => (await crawl(inLanguage(page.path))).description[0]),
    );
    expect(new Set(descriptions).size).toBe(publicPages.length);
  });

  it('shows the rooms with their prices and capacities', async () => {
    const list = await crawl(inLanguage('/rooms'));
    expect(list.text).toContain('Sunset Suite');
    expect(list.text).toContain('₱6,800');
    expect(list.text).toContain('Garden Room');
    expect(list.text).toContain('₱3,200');

    const page = await crawl(inLanguage(`/rooms/${room.id}`), 'facebook');
    expect(page.text).toContain('Sunset Suite');
    expect(page.text).toContain('₱6,800');
    expect(page.text).toContain('A corner suite with a wide balcony over the bay.');
    expect(page.og('description')).toContain('₱6,800');
  });

  it("shows the day tour: its fees, hours, child rule, places left, cottages and the party's price", async () => {
    const date = nextWednesday();
    const page = await crawl(inLanguage(`/day-tours?date=${date}&adults=2&kids=1&infants=1`));
    expect(page.status).toBe(200);
    expect(page.text).toContain('8:00 AM – 6:00 PM');
    expect(page.text).toContain(
      language === 'en'
        ? 'Children 3–12 years old or below 4 ft'
        : 'Mga batang 3–12 taong gulang o mas mababa sa 4 na talampakan',
    );
    expect(page.text).toContain(language === 'en' ? '₱150 per adult' : '₱150 bawat matanda');
    expect(page.text).toContain(language === 'en' ? '300 places left' : '300 puwesto na lang');
    for (const cottage of cottages) expect(page.text).toContain(cottage.name);
    expect(page.text).toContain(language === 'en' ? 'Good for 10 persons' : 'Para sa 10 tao');
    expect(page.text).toContain('₱1,500');
    // 2 × ₱150 + 1 × ₱100, the infant free: ₱400, ₱120 down
    expect(page.text).toContain('2 × ₱150');
    expect(page.text).toContain('₱400');
    expect(page.text).toContain('₱120');
    expect(page.og('description')).toContain('₱');
    expect(page.canonical).toBe(`${SITE_URL}${inLanguage('/day-tours')}`);
  });

  it('shows the address, phone and check-in times on the contact page', async () => {
    const page = await crawl(inLanguage('/contact'));
    expect(page.text).toContain('Sitio Dalampasigan, San Juan, La Union');
    expect(page.text).toContain('+63 917 555 0142');
    expect(page.text).toContain('3:00 PM');
  });

  it('keeps the sign-in forms out of search results', async () => {
    for (const form of ['/login', '/signup', '/forgot-password']) {
      const page = await crawl(inLanguage(form));
      expect(page.status, form).toBe(200);
      expect(page.robots, form).toBe('noindex');
      expect(page.canonical, form).toBeUndefined();
    }
  });

  it('answers 404 with "Room Not Found" for an unknown or malformed room', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-room', '%00', '9'.repeat(300)]) {
      const page = await crawl(inLanguage(`/rooms/${id}`));
      expect(page.status, id).toBe(404);
      expect(page.robots, id).toBe('noindex');
      if (language === 'en') expect(page.text, id).toContain('Room Not Found');
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    const page = await crawl(inLanguage('/no-such-page'));
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
  });
});

describe('the Filipino site', () => {
  it('is rendered in Filipino', async () => {
    const english = await crawl('/rooms');
    const filipino = await crawl('/fil/rooms');
    expect(english.text).toContain('Rooms');
    expect(filipino.text).toContain('Mga Kuwarto');
    expect(filipino.og('description')).not.toBe(english.og('description'));
  });
});

describe('structured data', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? 'null'),
    );

  it('names the resort on / and /contact, with what the contact page shows', async () => {
    for (const url of ['/', '/contact', '/fil/contact']) {
      const page = await crawl(url);
      const [resort] = jsonLd(page.html);
      expect(resort['@type'], url).toBe('Resort');
      expect(resort.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'PH' });
      expect(resort.telephone).toBe('+63 917 555 0142');
      expect(page.text).toContain(resort.telephone);
      expect(resort.checkinTime).toBe('15:00');
      expect(resort.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(resort.url).toMatch(new RegExp(`^${SITE_URL}/`));
      expect(resort.priceRange).toBe('₱3,200–₱6,800');
    }
  });

  it('offers each room at the price its page shows, in PHP', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    await call('PATCH', `/api/admin/rooms/${room.id}`, admin.cookie, { name: 'Sunset Suite' });
    const page = await crawl(`/rooms/${room.id}`, 'facebook');
    const [data] = jsonLd(page.html);
    expect(data['@type']).toEqual(['HotelRoom', 'Product']);
    expect(data.name).toBe('Sunset Suite');
    expect(data.offers).toMatchObject({ priceCurrency: 'PHP', price: '6800.00' });
    expect(data.occupancy).toMatchObject({ maxValue: 4 });
    expect(page.og('image')).toMatch(/\.jpg$/);
    expect(page.og('image:width')).toBe('1200');
    // the forms and the 404 page carry none
    expect(jsonLd((await crawl('/login')).html)).toEqual([]);
    expect(jsonLd((await crawl('/rooms/nope')).html)).toEqual([]);
  });
});

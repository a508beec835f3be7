// The pages as search engines and link previews read them: raw HTML, no JavaScript, with Googlebot's and
// facebookexternalhit's user agents. Each public page holds what a guest reads (room names, ₱ prices,
// amenities, the address and times from content) and a head of its own, in English and in Filipino.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoom, createSignedInUser } from '../test/factories';
import { callerOf } from '../test/http';
import { createTestApp } from '../test/test-app';
import { type PageRenderer, pageAddress } from './server-rendering';

const SITE_URL = 'https://casaalon.ph';
const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-ssr-'));
mkdirSync(path.join(clientDir, 'assets'));
// the built shell's shape (client/index.html after vite build)
writeFileSync(
  path.join(clientDir, 'index.html'),
  [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    '<meta name="description" content="The default description" />',
    '<title>Casa Alon Beach Resort</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '</head><body><div id="root"></div></body></html>',
  ].join(''),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// the client's source, through Vitest (the server's own type check does not compile the client)
const RENDERER = '@/server-render';
const renderer = (await import(/* @vite-ignore */ RENDERER)) as PageRenderer;
// each render's URL, and how many were asked for at once at most
const renders: string[] = [];
let inFlight = 0;
let mostInFlight = 0;
const countingRenderer: PageRenderer = {
  ...renderer,
  renderPage: async (request) => {
    renders.push(request.url);
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    try {
      return await renderer.renderPage(request);
    } finally {
      inFlight--;
    }
  },
};

const { app, db } = await createTestApp({
  config: { clientDir, siteUrl: SITE_URL },
  pageRenderer: countingRenderer,
});
const call = callerOf(app);
const room = await createRoom(db, {
  name: 'Sunset Suite',
  description: 'A corner suite with a wide balcony over the bay.',
  basePrice: '6800.00',
  maxOccupancy: 4,
});
await createRoom(db, { name: 'Garden Room', basePrice: '3200.00' });

const CRAWLERS = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

/** The page as a crawler fetches it, from a Host that is not the resort's. */
const crawl = async (url: string, agent: keyof typeof CRAWLERS = 'googlebot') => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': CRAWLERS[agent], host: 'evil.example', 'accept-encoding': 'identity' },
  });
  const html = response.body;
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
  return {
    status: response.statusCode,
    html,
    /** The text a reader sees (tags dropped, entities left). */
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ),
    og: (name: string) => meta('property', `og:${name}`),
    twitter: (name: string) => meta('name', `twitter:${name}`),
    robots: meta('name', 'robots'),
  };
};

const PUBLIC_PAGES = [
  { path: '/', title: 'Casa Alon Beach Resort' },
  { path: '/rooms', title: 'Rooms · Casa Alon Beach Resort' },
  { path: `/rooms/${room.id}`, title: 'Sunset Suite · Casa Alon Beach Resort' },
  { path: '/amenities', title: 'Amenities · Casa Alon Beach Resort' },
  { path: '/contact', title: 'Contact · Casa Alon Beach Resort' },
  { path: '/accessibility', title: 'Accessibility · Casa Alon Beach Resort' },
];

describe.each(['en', 'fil'] as const)('a public page in %s, as crawlers read it', (language) => {
  const inLanguage = (pagePath: string) =>
    language === 'en' ? pagePath : pagePath === '/' ? '/fil' : `/fil${pagePath}`;

  it.each(PUBLIC_PAGES)('$path has a head of its own with absolute URLs from SITE_URL', async (page) => {
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
      PUBLIC_PAGES.map(async (page) => (await crawl(inLanguage(page.path))).description[0]),
    );
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length);
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

describe('a signed-out visitor', () => {
  it('starts signed out, without asking the API who they are', async () => {
    const page = await crawl('/');
    const state = JSON.parse(page.html.match(/id="server-state">([^<]*)<\/script>/)?.[1] ?? '{}');
    const user = state.queries.find(
      (query: { queryKey: string[] }) => query.queryKey[0] === '/api/auth/user',
    );
    expect(user?.state.data).toBeNull();
  });

  it('and a visitor with a session cookie is left for the browser to ask', async () => {
    const guest = await createSignedInUser(app, { role: 'customer' });
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: guest.cookie } });
    const state = JSON.parse(response.body.match(/id="server-state">([^<]*)<\/script>/)?.[1] ?? '{}');
    const keys = state.queries.map((query: { queryKey: string[] }) => query.queryKey[0]);
    expect(keys).not.toContain('/api/auth/user');
    // the HTML names no one: it is the same for every visitor
    expect(response.body).not.toContain(guest.user.email);
  });
});

describe('a change', () => {
  it('shows on the next page load', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    expect((await crawl(`/rooms/${room.id}`)).text).toContain('Sunset Suite');
    const renamed = await call('PATCH', `/api/admin/rooms/${room.id}`, admin.cookie, {
      name: 'Moonrise Suite',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await crawl(`/rooms/${room.id}`);
    expect(page.title).toEqual(['Moonrise Suite · Casa Alon Beach Resort']);
    expect(page.text).toContain('Moonrise Suite');
  });
});

describe('a page with query parameters no page reads', () => {
  it('is the same page, rendered once (a Facebook click adds fbclid to every link)', async () => {
    renders.length = 0;
    const pagePath = `/rooms/${room.id}`;
    const answers = [];
    for (const query of ['?fbclid=IwAR0one', '?fbclid=IwAR0two&utm_source=facebook', ''])
      answers.push(await crawl(`${pagePath}${query}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.title).toEqual(answers[2]?.title);
    }
    expect(answers[2]?.title[0]).toMatch(/Suite · Casa Alon Beach Resort$/);
    // rendered once at most (an earlier test's render may still be kept), and under its own address
    expect(renders.length, JSON.stringify(renders)).toBeLessThanOrEqual(1);
    expect(renders.filter((url) => url !== pagePath)).toEqual([]);
  });
});

describe('a flood of pages never asked before', () => {
  it('gets the plain shell beyond the renders that may wait, every answer a 200', async () => {
    renders.length = 0;
    mostInFlight = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'GET',
          url: `/rooms?maxPrice=${1000 + i}`,
          headers: { 'accept-encoding': 'identity' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const shells = answers.filter((answer) => answer.body.includes('<div id="root"></div>'));
    expect(shells.length).toBeGreaterThan(0);
    expect(answers.length - shells.length).toBe(renders.length);
    expect(mostInFlight).toBeLessThanOrEqual(16);
    // the shell is Vite's page as built: its own title, for the browser to render
    expect(shells[0]?.body).toContain('<title>Casa Alon Beach Resort</title>');
    // once the flood is over, a page is rendered again
    const later = await crawl('/rooms?maxPrice=99999');
    expect(later.text).toContain('Garden Room');
  });
});

describe('a page asked with a trailing slash', () => {
  it('moves for good to its one address, query and all', async () => {
    for (const [asked, address] of [
      ['/rooms/', '/rooms'],
      ['/fil/', '/fil'],
      [`/fil/rooms/${room.id}/?adults=2`, `/fil/rooms/${room.id}?adults=2`],
      ['/contact//', '/contact'],
    ]) {
      const response = await app.inject({ method: 'GET', url: asked });
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location, asked).toBe(address);
    }
  });

  it('never sends the browser to another site', async () => {
    for (const asked of ['//evil.example/', '///evil.example//', '/%2F%2Fevil.example/']) {
      const response = await app.inject({ method: 'GET', url: asked });
      expect(response.headers.location, asked).toBeUndefined();
      expect(response.statusCode, asked).toBe(404);
    }
  });
});

describe('a visitor who chose Filipino', () => {
  it('is sent from an English page to the same page in Filipino, query and all', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rooms?guests=2',
      headers: { cookie: 'language=fil' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fil/rooms?guests=2');
    for (const cookie of ['language=en', '']) {
      const stays = await app.inject({ method: 'GET', url: '/rooms', headers: { cookie } });
      expect(stays.statusCode, cookie).toBe(200);
    }
    const filipino = await app.inject({
      method: 'GET',
      url: '/fil/rooms',
      headers: { cookie: 'language=fil' },
    });
    expect(filipino.statusCode).toBe(200);
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

describe('pageAddress', () => {
  it('keeps only the query a page reads, in one order', () => {
    expect(pageAddress('/rooms?fbclid=IwAR0abc&adults=2&checkin=2027-01-10')).toBe(
      '/rooms?checkin=2027-01-10&adults=2',
    );
    expect(pageAddress('/rooms?checkin=2027-01-10&adults=2')).toBe('/rooms?checkin=2027-01-10&adults=2');
    expect(pageAddress('/fil/rooms/abc?utm_source=fb&utm_medium=social')).toBe('/fil/rooms/abc');
    expect(pageAddress('/login?next=%2Fbooking%2Fabc')).toBe('/login?next=%2Fbooking%2Fabc');
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/?')).toBe('/');
  });

  it('keeps the first of a repeated key, as the pages read it', () => {
    expect(pageAddress('/rooms?adults=2&adults=9')).toBe('/rooms?adults=2');
  });
});

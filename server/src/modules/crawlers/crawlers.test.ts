// What crawlers read: robots.txt, sitemap.xml (through the app, on a real database) and the noindex header
// on the pages search engines must not list.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { contentItems, cottages, dayPassSettings, rooms } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { createRoom } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const SITE_URL = 'https://casaalon.example';

// the app's page route needs a client build: a one-line index.html stands in for it, beside the committed
// manifest and home-screen icons (client/public, copied as the build copies them)
const publicDir = path.resolve(import.meta.dirname, '../../../../client/public');
const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-crawlers-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
for (const file of ['manifest.webmanifest', 'apple-touch-icon.png', 'icons'])
  cpSync(path.join(publicDir, file), path.join(clientDir, file), { recursive: true });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db } = await createTestApp({ config: { siteUrl: SITE_URL, clientDir } });

const roomUpdatedAt = new Date('2031-03-04T05:06:07.000Z');
const listed = await createRoom(db, { name: 'Sitemap Suite', updatedAt: roomUpdatedAt });
const archived = await createRoom(db, {
  name: 'Archived Villa',
  archivedAt: new Date('2031-01-01T00:00:00Z'),
});
const contentUpdatedAt = new Date('2031-02-01T08:00:00.000Z');
await db
  .insert(contentItems)
  .values({ key: 'contact_email', content: 'stay@casaalon.example', updatedAt: contentUpdatedAt });

// the day visitors' offer: the pass edited before the content, a cottage after it
const passUpdatedAt = new Date('2031-01-15T00:00:00.000Z');
await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS, updatedAt: passUpdatedAt });
const cottageUpdatedAt = new Date('2031-02-20T10:00:00.000Z');
const [cottage] = await db
  .insert(cottages)
  .values({ name: 'Kubo by the Shore', price: '1500.00', capacity: 8, updatedAt: cottageUpdatedAt })
  .returning();

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

type UrlElement = {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Array<{ '@_rel': string; '@_hreflang': string; '@_href': string }>;
};

/** The sitemap checked as XML, then parsed: each <url> with its lastmod and xhtml:link alternates. */
const readSitemap = async (): Promise<Entry[]> => {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(response.body) as { urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url: UrlElement[] } };
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(parsed.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return parsed.urlset.url.map((url) => ({
    loc: url.loc,
    lastmod: url.lastmod ?? null,
    alternates: Object.fromEntries(
      (url['xhtml:link'] ?? [])
        .filter((link) => link['@_rel'] === 'alternate')
        .map((link) => [link['@_hreflang'], link['@_href']]),
    ),
  }));
};

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps out the API, forms, booking, dashboards and admin, in both languages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/dashboard',
      '/receptionist-dashboard',
      '/admin-dashboard',
      '/admin-users',
      '/admin-content',
      '/booking/',
      '/login',
      '/signup',
      '/forgot-password',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
      if (path !== '/api/') expect(lines, path).toContain(`Disallow: /fil${path}`);
    }
    // nothing a visitor should find is kept out
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of [
      '/',
      '/rooms',
      '/rooms/x',
      '/amenities',
      '/day-tours',
      '/fil/day-tours',
      '/contact',
      '/accessibility',
      '/fil',
      '/fil/rooms',
    ])
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
  });

  it("names the sitemap with an absolute URL from SITE_URL, never the request's Host", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml\n`);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every indexable page in English and Filipino, with absolute URLs and hreflang alternates', async () => {
    const entries = await readSitemap();
    const locs = entries.map((entry) => entry.loc);
    for (const page of ['/', '/rooms', '/amenities', '/day-tours', '/contact', '/accessibility']) {
      const english = `${SITE_URL}${page}`;
      const filipino = `${SITE_URL}${page === '/' ? '/fil' : `/fil${page}`}`;
      expect(locs, page).toContain(english);
      expect(locs, page).toContain(filipino);
      for (const loc of [english, filipino])
        expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual({
          en: english,
          fil: filipino,
          'x-default': english,
        });
    }
    expect(locs.every((loc) => loc.startsWith(`${SITE_URL}/`))).toBe(true);
    // only pages search engines may list
    for (const page of ['/login', '/signup', '/forgot-password', '/dashboard', '/admin-users'])
      expect(
        locs.filter((loc) => loc.includes(page)),
        page,
      ).toEqual([]);
  });

  it('lists each room on the site in both languages, with its own last change; an archived room is absent', async () => {
    const entries = await readSitemap();
    const english = `${SITE_URL}/rooms/${listed.id}`;
    const filipino = `${SITE_URL}/fil/rooms/${listed.id}`;
    for (const loc of [english, filipino]) {
      const entry = entries.find((candidate) => candidate.loc === loc);
      expect(entry?.lastmod, loc).toBe(roomUpdatedAt.toISOString());
      expect(entry?.alternates, loc).toEqual({ en: english, fil: filipino, 'x-default': english });
    }
    expect(entries.filter((entry) => entry.loc.includes(archived.id))).toEqual([]);
  });

  it("dates the pages by their data: content's last change, and the rooms' on the landing and the list", async () => {
    const lastmodOf = async (loc: string) =>
      (await readSitemap()).find((entry) => entry.loc === `${SITE_URL}${loc}`)?.lastmod;
    expect(await lastmodOf('/contact')).toBe(contentUpdatedAt.toISOString());
    expect(await lastmodOf('/fil/accessibility')).toBe(contentUpdatedAt.toISOString());
    // the newest room change is the landing's and the list's: the listed room, or the archiving
    const newest = new Date(Math.max(roomUpdatedAt.getTime(), archived.updatedAt.getTime())).toISOString();
    expect(await lastmodOf('/')).toBe(newest);
    expect(await lastmodOf('/fil/rooms')).toBe(newest);
    // the day tours: the offer's last change when it is newer than the content's
    expect(await lastmodOf('/day-tours')).toBe(cottageUpdatedAt.toISOString());
    expect(await lastmodOf('/fil/day-tours')).toBe(cottageUpdatedAt.toISOString());
    const repriced = new Date('2032-01-02T03:04:05.000Z');
    await db.update(dayPassSettings).set({ updatedAt: repriced });
    expect(await lastmodOf('/day-tours')).toBe(repriced.toISOString());
    await db.delete(cottages).where(eq(cottages.id, cottage!.id));

    const edited = new Date('2032-06-07T08:09:10.000Z');
    await db.update(rooms).set({ updatedAt: edited }).where(eq(rooms.id, listed.id));
    expect(await lastmodOf(`/rooms/${listed.id}`)).toBe(edited.toISOString());
    expect(await lastmodOf('/rooms')).toBe(edited.toISOString());
  });
});

describe('X-Robots-Tag', () => {
  it('is noindex on the forms, the dashboards, admin screens and 404 pages, in both languages', async () => {
    for (const url of [
      '/login',
      '/signup',
      '/forgot-password',
      '/dashboard',
      '/admin-users',
      '/receptionist-dashboard',
      `/booking/${listed.id}`,
      '/fil/signup',
      '/fil/login',
      '/no-such-page',
      '/fil/no-such-page',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('is absent on the pages search engines may list', async () => {
    for (const url of [
      '/',
      '/rooms',
      '/rooms?adults=2',
      `/rooms/${listed.id}`,
      `/fil/rooms/${listed.id}`,
      '/fil',
      '/amenities',
      '/day-tours',
      '/fil/day-tours?adults=3',
      '/contact',
      '/accessibility',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('is never on API answers or the crawler files', async () => {
    for (const url of ['/api/health', '/api/auth/user', '/robots.txt', '/sitemap.xml'])
      expect((await app.inject({ method: 'GET', url })).headers['x-robots-tag'], url).toBeUndefined();
  });
});

describe('the web manifest and home-screen icons', () => {
  it('serves /manifest.webmanifest as application/manifest+json, starting at / in a window of its own', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Casa Alon Beach Resort',
      short_name: 'Casa Alon',
      start_url: '/',
      display: 'standalone',
    });
    // the colours of index.html's theme-color
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(
      readFileSync(path.join(publicDir, '../index.html'), 'utf8'),
    )?.[1];
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toBe(themeColor);
  });

  it('names 192 and 512 px PNG icons that exist at those sizes, and a 180 px apple-touch-icon', async () => {
    const { icons } = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const { src, sizes, type } of [
      ...icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const response = await app.inject({ method: 'GET', url: src });
      expect(response.statusCode, src).toBe(200);
      expect(response.headers['content-type'], src).toBe(type);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect(`${format} ${width}x${height}`, src).toBe(`png ${sizes}`);
    }
  });

  it('is linked from the page head, with the apple-touch-icon', () => {
    const html = readFileSync(path.join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});

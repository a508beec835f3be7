// A browser that asks for a page while the database is out of reach gets a small HTML page (503,
// Retry-After, English or Filipino by the address, nothing fetched from anywhere), and a script calling
// the API still gets the API's JSON. The database is made unreachable: on PostgreSQL by cutting the TCP
// proxy the app connects through; on PGlite (no socket) by failing every statement with the error a
// stopped PostgreSQL gives.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { builtClient } from '../test/built-client';
import { createRoom } from '../test/factories';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy';
import { createSiblingApp, createTestApp } from '../test/test-app';
import { DATABASE_DOWN_MESSAGE } from './errors';

const { clientDir, renderer } = await builtClient({ prefix: 'resort-unavailable-' });
const base = await createTestApp({ config: { clientDir }, pageRenderer: renderer });
await createRoom(base.db, { name: 'Sunset Suite', basePrice: '6800.00' });
const proxy = base.databaseUrl
  ? await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(base.databaseUrl).port || 5432) })
  : undefined;
afterAll(() => proxy?.close());
// on PostgreSQL the app under test is an instance that reaches the database through the proxy
const { app } =
  base.databaseUrl && proxy
    ? await createSiblingApp(base, {
        config: { clientDir },
        pageRenderer: renderer,
        databaseUrl: throughProxy(base.databaseUrl, proxy),
      })
    : base;

/** What Chromium sends when it opens an address. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const databaseDown = async () => {
  if (proxy) return proxy.cut();
  const client = (base.db as unknown as { $client: { query: () => unknown; transaction: () => unknown } })
    .$client;
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  vi.spyOn(client, 'query').mockImplementation(refused);
  vi.spyOn(client, 'transaction').mockImplementation(refused);
};
const databaseBack = async () => {
  vi.restoreAllMocks();
  await proxy?.restore();
};
afterEach(databaseBack);

const open = (url: string, accept = BROWSER_ACCEPT) =>
  app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': 'identity' } });

describe('a page while the database is out of reach', () => {
  it('answers 503 with the English page, Retry-After and the site headers', async () => {
    const served = await open('/rooms');
    expect(served.statusCode).toBe(200);
    await databaseDown();
    const page = await open('/rooms?adults=2');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBe(served.headers['content-security-policy']);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("We'll be right back");
    expect(page.body).toContain('<a href="/rooms?adults=2">Try again</a>');
    // nothing to fetch: no stylesheet, font, picture or script, so it shows with the site down
    expect(page.body).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });

  it('speaks Filipino at a Filipino address', async () => {
    await databaseDown();
    for (const url of ['/fil', '/fil/rooms']) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(503);
      expect(page.body, url).toContain('<html lang="fil">');
      expect(page.body, url).toContain('Babalik kami agad');
      expect(page.body, url).not.toContain("We'll be right back");
    }
  });

  it('is not kept: the page renders again once the database is back', async () => {
    await databaseDown();
    expect((await open('/')).statusCode).toBe(503);
    await databaseBack();
    // PostgreSQL's pool may hand out a connection the cut broke once more: the next one is new
    let page = await open('/');
    for (let tries = 0; page.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await open('/');
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps the JSON shape for the API, whatever the caller accepts', async () => {
    await databaseDown();
    for (const accept of [BROWSER_ACCEPT, 'application/json']) {
      const answer = await open('/api/rooms', accept);
      expect(answer.statusCode, accept).toBe(503);
      expect(answer.headers['retry-after'], accept).toBe('5');
      expect(answer.json(), accept).toEqual({ message: DATABASE_DOWN_MESSAGE });
    }
  });

  it('answers an address outside the API with the page for a browser, JSON for anything else', async () => {
    await databaseDown();
    // the sitemap reads the rooms: its failure goes through the error handler
    const browser = await open('/sitemap.xml');
    expect(browser.statusCode).toBe(503);
    expect(browser.headers['retry-after']).toBe('5');
    expect(browser.body).toContain("We'll be right back");
    const crawler = await open('/sitemap.xml', 'application/xml');
    expect(crawler.statusCode).toBe(503);
    expect(crawler.json()).toEqual({ message: DATABASE_DOWN_MESSAGE });
  });

  it('escapes the address it links back to', async () => {
    await databaseDown();
    const page = await open('/rooms?checkin="><b>x</b>');
    expect(page.statusCode).toBe(503);
    expect(page.body).not.toContain('<b>x</b>');
  });
});

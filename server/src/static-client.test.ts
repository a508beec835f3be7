// The built client is served with the right status: 200 for the site's pages, 404 for unknown
// pages (still the app's HTML, which shows its 404 page), and JSON 404s under /api/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
mkdirSync(path.join(clientDir, 'prerendered'));
const prerenderedPage = (text: string) =>
  `<!doctype html><html><body><div id="root"><h1>${text}</h1></div></body></html>`;
writeFileSync(path.join(clientDir, 'prerendered', 'index.html'), prerenderedPage('Landing'));
writeFileSync(path.join(clientDir, 'prerendered', 'rooms.html'), prerenderedPage('Rooms'));
// a page with the build's compressed copies (scripts/compress-client.mjs): those are sent as they are
const builtCopyPage = prerenderedPage('Contact, compressed by the build');
writeFileSync(path.join(clientDir, 'prerendered', 'contact.html'), prerenderedPage('Contact'));
writeFileSync(path.join(clientDir, 'prerendered', 'contact.html.br'), brotliCompressSync(builtCopyPage));
writeFileSync(path.join(clientDir, 'prerendered', 'contact.html.gz'), gzipSync(builtCopyPage));
// a hashed asset and its brotli copy
mkdirSync(path.join(clientDir, 'assets'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app } = await createTestApp({ config: { clientDir } });

describe('static client', () => {
  it('serves index.html with 200 for a page of the site', async () => {
    for (const url of ['/', '/rooms', '/rooms/abc', '/login', '/admin-users', '/rooms?checkin=2030-01-01']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves index.html with 404 for an unknown page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves the prerendered landing and rooms pages, compressed when the browser accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Landing</h1>');

    const brotli = await app.inject({
      method: 'GET',
      url: '/rooms',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Rooms</h1>');

    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Landing</h1>');
  });

  it("sends the build's compressed copies of a prerendered page when there are", async () => {
    const brotli = await app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(builtCopyPage);
    const gzip = await app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(builtCopyPage);
    const plain = await app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toContain('<h1>Contact</h1>');
  });

  it('sends a hashed asset compressed, kept by browsers for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the empty shell for a search on /rooms and for pages that are not prerendered', async () => {
    for (const url of ['/rooms?checkin=2030-01-01', '/rooms/abc', '/login', '/rooms/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves files that exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('still answers the API itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rooms' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

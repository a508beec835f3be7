// The built client without its page renderer (a bare client build) is served with the right status:
// 200 for the site's pages, 404 for unknown pages (still the app's HTML, which shows its 404 page), and
// JSON 404s under /api/. server-rendering.test.ts covers the pages as the renderer answers them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
writeFileSync(path.join(clientDir, 'favicon.svg'), FAVICON);
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

  it('serves files that exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(FAVICON);
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

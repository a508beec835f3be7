// The built client is served with the right status: 200 for the site's pages, 404 for unknown
// pages (still the app's HTML, which shows its 404 page), and JSON 404s under /api/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
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

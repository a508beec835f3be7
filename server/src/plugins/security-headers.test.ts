// Every answer of the site carries helmet's security headers with the site's own policy: pages, files,
// JSON, and errors raised before a route runs (a cross-site write refused, an unknown address).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-headers-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app } = await createTestApp({ config: { clientDir } });

const SITE_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  'frame-src https://www.openstreetmap.org',
  "connect-src 'self'",
].join(';');

const SECURITY_HEADERS = {
  'content-security-policy': SITE_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every answer, whatever its status', async () => {
    const requests = [
      { method: 'GET', url: '/', status: 200 },
      { method: 'GET', url: '/favicon.svg', status: 200 },
      { method: 'GET', url: '/robots.txt', status: 200 },
      { method: 'GET', url: '/no-such-page', status: 404 },
      { method: 'GET', url: '/api/health', status: 200 },
      { method: 'GET', url: '/api/rooms?checkin=2031-02-30', status: 400 },
      { method: 'GET', url: '/api/no-such-call', status: 404 },
      { method: 'GET', url: '/api/user/reservations', status: 401 },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: {},
        status: 403,
      },
    ] as const;
    for (const { status, ...request } of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(status);
      expect(response.headers, `${request.method} ${request.url}`).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['x-powered-by'], request.url).toBeUndefined();
    }
  });
});

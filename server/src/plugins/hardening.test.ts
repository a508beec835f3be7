// Issue "Safe to open to the public", findings 10 to 12: forwarded headers only behind TRUST_PROXY,
// private answers never cached, and load shed with 503 + Retry-After when the event loop lags.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../config';
import { createSignedInUser, createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { BUSY_MESSAGE, registerErrorHandler } from './errors';

const { app } = await createTestApp();

describe('Cache-Control on API answers', () => {
  it('marks private answers no-store, signed in or not', async () => {
    const { cookie } = await createSignedInUser(app, { role: 'admin' });
    for (const url of [
      '/api/auth/user',
      '/api/user/reservations',
      '/api/user/payments',
      '/api/receptionist/reservations',
      '/api/admin/stats',
      '/api/admin/users',
      '/api/financial-report',
    ]) {
      const signedIn = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers['cache-control'], url).toBe('no-store');
      const visitor = await app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('cross-site check and proxy headers', () => {
  const post = (target: typeof app, headers: Record<string, string>) =>
    target.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { host: 'resort.example', ...headers },
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'General Inquiry', message: 'Hello there' },
    });

  it('ignores X-Forwarded-Host when TRUST_PROXY is off', async () => {
    const forged = await post(app, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await post(app, { origin: 'https://resort.example' })).statusCode).toBe(201);
  });

  it('reads X-Forwarded-Host behind a trusted proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    const viaProxy = await post(proxied.app, {
      host: '10.0.0.5:3000',
      origin: 'https://resort.example',
      'x-forwarded-host': 'resort.example',
    });
    expect(viaProxy.statusCode).toBe(201);
    const other = await post(proxied.app, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'resort.example',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('client addresses behind a proxy', () => {
  // The proxy appends the address it saw; whatever the client wrote itself comes before it.
  const wrongPasswords = async (target: typeof app, email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await target.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: { email, password: `wrong-${i}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('TRUST_PROXY=true trusts one hop: a client cannot pick its address with X-Forwarded-For', async () => {
    expect(parseTrustProxy('true')).toBe(1);
    const proxied = await createTestApp({ config: { trustProxy: parseTrustProxy('true') } });
    const admin = await createUser(proxied.db, { role: 'admin', password: 'right-password-1' });
    const statuses = await wrongPasswords(proxied.app, admin.email);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
  });

  it('TRUST_PROXY with hop counts and addresses names the address the last trusted proxy saw', async () => {
    const clientAddress = async (setting: string, remoteAddress: string, forwardedFor: string) => {
      const server = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
      server.get('/ip', async (request) => request.ip);
      const response = await server.inject({
        url: '/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await server.close();
      return response.body;
    };
    const chain = '198.51.100.1, 203.0.113.7, 10.0.0.9';
    expect(await clientAddress('true', '10.0.0.5', chain)).toBe('10.0.0.9');
    expect(await clientAddress('2', '10.0.0.5', chain)).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5', chain)).toBe('203.0.113.7');
    expect(await clientAddress('loopback, 10.0.0.9', '127.0.0.1', chain)).toBe('203.0.113.7');
    // a client reaching the port directly is no proxy: its header is ignored
    expect(await clientAddress('10.0.0.0/8', '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
    expect(await clientAddress('false', '10.0.0.5', chain)).toBe('10.0.0.5');
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, then recovers', async () => {
    const shedding = await createTestApp({ config: { maxEventLoopDelayMs: 50 } });
    const busyUntil = Date.now() + 1_500;
    while (Date.now() < busyUntil) {
      // a request that hogs the only thread, as a slow query on PGlite would
    }
    let response = await shedding.app.inject({ method: 'GET', url: '/api/health' });
    for (let tries = 0; response.statusCode !== 503 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await shedding.app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({ message: BUSY_MESSAGE });
    // meanwhile a page already sent still gets its built files (none here: the 404 is past the shedding)
    const asset = await shedding.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(404);

    let recovered = response;
    for (let tries = 0; recovered.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await shedding.app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(recovered.statusCode).toBe(200);
  });
});

describe('a transaction the database rolled back', () => {
  it('answers 503 with Retry-After, not 500, for a deadlock or a serialization failure', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    for (const code of ['40P01', '40001'])
      bare.get(`/${code}`, async () => {
        throw Object.assign(new Error('deadlock detected'), { code });
      });
    for (const code of ['40P01', '40001']) {
      const response = await bare.inject({ method: 'GET', url: `/${code}` });
      expect(response.statusCode, code).toBe(503);
      expect(response.headers['retry-after'], code).toBe('1');
      expect(response.json(), code).toEqual({ message: BUSY_MESSAGE });
    }
    await bare.close();
  });
});

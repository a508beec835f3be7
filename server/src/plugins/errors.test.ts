// The API's error shape for every refusal: Fastify's own (the router's, Node's parser's) included, and
// readable words for what zod says in developer English (a query parameter sent twice, a number past
// the safe-integer range).
import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import {
  BAD_URL_MESSAGE,
  BUSY_MESSAGE,
  DATABASE_DOWN_MESSAGE,
  LONG_PARAM_MESSAGE,
  registerErrorHandler,
} from './errors';

const { app } = await createTestApp();
const admin = await createSignedInUser(app, { role: 'admin' });
const customer = await createSignedInUser(app);

/** Fastify's default error shape: none of these may reach a caller. */
const FASTIFY_KEYS = ['error', 'code', 'statusCode'];

describe("the router's refusals", () => {
  it('answers a malformed %-escape with 400 in the API shape, without the address, before any sign-in check', async () => {
    for (const url of [
      '/api/%ZZ',
      '/api/rooms/%ZZ',
      // bytes that are no UTF-8
      '/api/rooms/%C0%80',
      '/api/admin/rooms/%E0%A4%A',
      '/api/user/reservations%ZZ',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: BAD_URL_MESSAGE });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      // the site's security headers, as on every other answer
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('answers a path parameter over 100 characters with 414 in the API shape, without echoing it', async () => {
    const long = 'x'.repeat(101);
    for (const url of [`/api/rooms/${long}`, `/api/receptionist/reservations/${long}/receipt`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(414);
      expect(response.json(), url).toEqual({ message: LONG_PARAM_MESSAGE });
      expect(response.body, url).not.toContain(long);
    }
    // a parameter of 100 characters is still routed: the room is simply not found
    const longest = await app.inject({ method: 'GET', url: `/api/rooms/${'x'.repeat(100)}` });
    expect(longest.statusCode).toBe(404);
  });

  it('answers an address over 16 KB (Node refuses it before Fastify) with 431 in the API shape', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.write(`GET /api/rooms?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    const answer = JSON.parse(body) as Record<string, unknown>;
    expect(answer).toEqual({ message: expect.stringMatching(/too large/) });
    for (const key of FASTIFY_KEYS) expect(answer).not.toHaveProperty(key);
  });
});

describe('words for what zod says to developers', () => {
  it('says a query parameter was sent twice (the report endpoints, the room search)', async () => {
    for (const [url, name] of [
      ['/api/financial-report?from=2030-01-01&from=2030-02-01&to=2030-03-01', 'from'],
      ['/api/export/financial-report?from=2030-01-01&to=2030-02-01&to=2030-03-01', 'to'],
      ['/api/rooms?checkin=2030-01-12&checkin=2030-01-13&checkout=2030-01-14', 'checkin'],
      ['/api/rooms?maxPrice=100&maxPrice=200', 'maxPrice'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: `Send ${name} only once`,
        errors: { [name]: `Send ${name} only once` },
      });
    }
  });

  it('says a whole number past the safe-integer range is too large, not "Too big: expected int to be <=9007199254740991"', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { cookie: customer.cookie },
      payload: { adults: 1e20, kids: 2 ** 60 },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string> };
    expect(errors.adults).toBe('Adults is too large');
    expect(errors.kids).toBe('Kids is too large');
    expect(response.body).not.toMatch(/Too big|Invalid input|9007199254740991/);
  });

  it("keeps the field's own message when the schema gives one, and the route's in place of zod's", async () => {
    // the room search's own words for its numbers (config.fieldMessages), also for a huge one
    const search = await app.inject({ method: 'GET', url: '/api/rooms?adults=99999999999999999999' });
    expect(search.json().message).toBe('Adults must be a whole number from 1 to 20');
    // the FAQ schema's own message for its list limit; zod's type message made plain beside it
    const faq = await app.inject({
      method: 'POST',
      url: '/api/admin/chatbot/faqs',
      headers: { cookie: admin.cookie },
      payload: {
        question: 'Is breakfast included?',
        answer: 'Yes',
        keywords: Array.from({ length: 21 }, (_, index) => `keyword ${index}`),
        phrasings: 'not a list',
      },
    });
    expect(faq.statusCode).toBe(400);
    expect(faq.json().errors).toEqual({
      keywords: 'Use at most 20 keywords',
      phrasings: 'Phrasings must be a list',
    });
  });
});

describe('database failures', () => {
  const pgError = (code: string) =>
    Object.assign(new pg.DatabaseError('from the server', 0, 'error'), { code });
  /** A bare app whose one route fails as a query would, wrapped as Drizzle wraps it. */
  const failingWith = async (cause: Error) => {
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.get('/fails', async () => {
      throw new DrizzleQueryError('select 1', [], cause);
    });
    const response = await bare.inject({ method: 'GET', url: '/fails' });
    await bare.close();
    return response;
  };

  it('answers a database out of reach with 503, Retry-After and the API shape', async () => {
    for (const cause of [
      pgError('57P01'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      const response = await failingWith(cause);
      expect(response.statusCode, cause.message).toBe(503);
      expect(response.headers['retry-after'], cause.message).toBe('5');
      expect(response.json(), cause.message).toEqual({ message: DATABASE_DOWN_MESSAGE });
    }
  });

  it('answers a statement cancelled by the statement timeout with 503 busy', async () => {
    const response = await failingWith(pgError('57014'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: BUSY_MESSAGE });
  });

  it('keeps any other database error a 500 without its details', async () => {
    const response = await failingWith(pgError('42P01'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});

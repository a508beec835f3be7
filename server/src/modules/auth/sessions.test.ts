// Sessions end after SESSION_IDLE_DAYS without use (besides their 30 days), and the cookie is Secure
// when COOKIE_SECURE says so or, unset in production, when the request came over HTTPS.
import { DEFAULT_SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@domain/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { sessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const main = await createTestApp();
// behind a trusted proxy that says whether the visitor came over HTTPS
const proxied = await createTestApp({
  config: { secureCookies: 'auto', trustProxy: 1, sessionIdleDays: 1 },
});
// the same without TRUST_PROXY: X-Forwarded-Proto is not believed
const direct = await createTestApp({ config: { secureCookies: 'auto' } });

let counter = 0;
const signup = async (target: TestApp, headers: Record<string, string> = {}) => {
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      email: `idle${++counter}@example.com`,
      password: 'sunset123',
      firstName: 'Iris',
      lastName: 'Dela Cruz',
    },
    remoteAddress: `10.9.0.${counter}`,
    headers,
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  // what a browser sends back: the Set-Cookie value as it was written
  const setCookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
  return { cookie, header: setCookie!.split(';')[0]!, userId: response.json().id as string };
};

const me = (target: TestApp, cookie: string) =>
  target.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

const sessionRows = (target: TestApp, userId: string) =>
  target.db.select().from(sessions).where(eq(sessions.userId, userId));

/** Sessions run on the wall clock: to let time pass, the session's own timestamps move back. */
const age = (target: TestApp, userId: string, values: { lastUsedMsAgo?: number; expiresInMs?: number }) =>
  target.db
    .update(sessions)
    .set({
      ...(values.lastUsedMsAgo === undefined
        ? {}
        : { lastUsedAt: new Date(Date.now() - values.lastUsedMsAgo) }),
      ...(values.expiresInMs === undefined ? {} : { expiresAt: new Date(Date.now() + values.expiresInMs) }),
    })
    .where(eq(sessions.userId, userId));

describe('idle timeout', () => {
  it('refreshes last_used_at at most about once an hour, not on every request', async () => {
    const { header, userId } = await signup(main);
    const [created] = await sessionRows(main, userId);
    expect(Math.abs(created!.lastUsedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(created!.expiresAt.getTime() - created!.lastUsedAt.getTime()).toBe(SESSION_LIFETIME_DAYS * DAY_MS);

    await age(main, userId, { lastUsedMsAgo: 30 * MINUTE_MS });
    const [before] = await sessionRows(main, userId);
    expect((await me(main, header)).statusCode).toBe(200);
    expect((await me(main, header)).statusCode).toBe(200);
    expect((await sessionRows(main, userId))[0]!.lastUsedAt).toEqual(before!.lastUsedAt);

    await age(main, userId, { lastUsedMsAgo: 61 * MINUTE_MS });
    const asked = Date.now();
    expect((await me(main, header)).statusCode).toBe(200);
    const [touched] = await sessionRows(main, userId);
    expect(touched!.lastUsedAt.getTime()).toBeGreaterThanOrEqual(asked);
  });

  it(`a session unused for ${DEFAULT_SESSION_IDLE_DAYS} days counts as signed out (401) and is deleted`, async () => {
    const { header, userId } = await signup(main);
    // used again just before the limit: still signed in, and the idle time starts over
    await age(main, userId, { lastUsedMsAgo: DEFAULT_SESSION_IDLE_DAYS * DAY_MS - MINUTE_MS });
    expect((await me(main, header)).statusCode).toBe(200);
    expect(Date.now() - (await sessionRows(main, userId))[0]!.lastUsedAt.getTime()).toBeLessThan(MINUTE_MS);

    await age(main, userId, { lastUsedMsAgo: DEFAULT_SESSION_IDLE_DAYS * DAY_MS + MINUTE_MS });
    const idle = await me(main, header);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: 'Unauthorized' });
    expect(idle.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await sessionRows(main, userId)).toHaveLength(0);
    // and stays signed out
    expect((await me(main, header)).statusCode).toBe(401);
  });

  it(`a session in use still ends at its ${SESSION_LIFETIME_DAYS}-day expiry`, async () => {
    const { header, userId } = await signup(main);
    await age(main, userId, { lastUsedMsAgo: DAY_MS, expiresInMs: MINUTE_MS });
    expect((await me(main, header)).statusCode).toBe(200);
    await age(main, userId, { expiresInMs: -1000 });
    expect((await me(main, header)).statusCode).toBe(401);
    expect(await sessionRows(main, userId)).toHaveLength(0);
  });

  it('SESSION_IDLE_DAYS sets the idle limit', async () => {
    const { header, userId } = await signup(proxied);
    await age(proxied, userId, { lastUsedMsAgo: DAY_MS - MINUTE_MS });
    expect((await me(proxied, header)).statusCode).toBe(200);
    await age(proxied, userId, { lastUsedMsAgo: DAY_MS + MINUTE_MS });
    expect((await me(proxied, header)).statusCode).toBe(401);
    expect(await sessionRows(proxied, userId)).toHaveLength(0);
  });

  it('a new sign-in sweeps the account’s idle sessions', async () => {
    const first = await signup(main);
    await age(main, first.userId, { lastUsedMsAgo: DEFAULT_SESSION_IDLE_DAYS * DAY_MS + MINUTE_MS });
    const [user] = await main.db.select({ email: users.email }).from(users).where(eq(users.id, first.userId));
    const login = await main.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user!.email, password: 'sunset123' },
      remoteAddress: '10.9.1.1',
    });
    expect(login.statusCode).toBe(200);
    const rows = await sessionRows(main, first.userId);
    expect(rows).toHaveLength(1);
    expect(Date.now() - rows[0]!.lastUsedAt.getTime()).toBeLessThan(MINUTE_MS);
  });
});

describe('the Secure flag', () => {
  it('is off when COOKIE_SECURE is false (the test default)', async () => {
    const { cookie } = await signup(main, { 'x-forwarded-proto': 'https' });
    expect(cookie.secure).toBeUndefined();
  });

  it('in auto mode, is set when the request came over HTTPS as Fastify sees it (TRUST_PROXY)', async () => {
    const https = await signup(proxied, { 'x-forwarded-proto': 'https' });
    expect(https.cookie.secure).toBe(true);
    expect(https.cookie.httpOnly).toBe(true);
    expect(https.cookie.sameSite).toBe('Lax');
    const http = await signup(proxied, { 'x-forwarded-proto': 'http' });
    expect(http.cookie.secure).toBeUndefined();
    // without TRUST_PROXY the header is not believed
    const untrusted = await signup(direct, { 'x-forwarded-proto': 'https' });
    expect(untrusted.cookie.secure).toBeUndefined();
  });

  it('COOKIE_SECURE decides when set; unset, production means auto and anything else off', () => {
    const config = (env: Record<string, string>) =>
      readConfig({ SESSION_SECRET: 'x', DATA_DIR: '/tmp/resort-config-test', ...env });
    expect(config({ COOKIE_SECURE: 'true' }).secureCookies).toBe(true);
    expect(config({ COOKIE_SECURE: 'true', NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(config({ COOKIE_SECURE: 'false', NODE_ENV: 'production' }).secureCookies).toBe(false);
    expect(config({ NODE_ENV: 'production' }).secureCookies).toBe('auto');
    expect(config({}).secureCookies).toBe(false);
    expect(config({ NODE_ENV: 'development' }).secureCookies).toBe(false);
    expect(() => config({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('SESSION_IDLE_DAYS is read as a whole number of days up to the 30-day lifetime', () => {
    const config = (env: Record<string, string>) =>
      readConfig({ SESSION_SECRET: 'x', DATA_DIR: '/tmp/resort-config-test', ...env });
    expect(config({}).sessionIdleDays).toBe(DEFAULT_SESSION_IDLE_DAYS);
    expect(config({ SESSION_IDLE_DAYS: '2' }).sessionIdleDays).toBe(2);
    expect(() => config({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => config({ SESSION_IDLE_DAYS: String(SESSION_LIFETIME_DAYS + 1) })).toThrow(
      /SESSION_IDLE_DAYS/,
    );
  });
});

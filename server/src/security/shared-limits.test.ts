// Every rate limit counts in one place that all instances share (the database; Redis with REDIS_URL)
// and in one atomic step: 50 parallel requests get exactly the budget, through one instance or two.
import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { RECIPIENT_MAIL_LIMITS } from '../lib/recipient-limits';
import { createSignedInUser, randomReferenceCode } from '../test/factories';
import { startRedis } from '../test/redis';
import { createSiblingApp, createTestApp } from '../test/test-app';

let clock = new Date('2026-06-15T04:00:00Z');
const moveMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
// started before the apps, so that it stops after them
const redis = await startRedis();
const first = await createTestApp({ now: () => clock });
const second = await createSiblingApp(first, { now: () => clock });
const { db } = first;
type App = typeof first.app;

let ipCounter = 0;
/** A fresh client address, so one test's budgets never touch another's. */
const newIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Limit = { route: string; budget: number; signedIn?: boolean };
/** Every rate-limited route and its budget per window (the routes' own numbers). */
const LIMITS: Limit[] = [
  { route: '/api/signup', budget: 30 },
  { route: '/api/login', budget: 30 },
  { route: '/api/auth/verify-reset-code', budget: 30 },
  { route: '/api/auth/reset-password', budget: 30 },
  { route: '/api/auth/forgot-password', budget: 10 },
  { route: '/api/inquiries', budget: 20 },
  { route: '/api/chatbot/message', budget: 20 },
  // per account, whichever address the bookings come from
  { route: '/api/reservations', budget: 20, signedIn: true },
];

const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };

/**
 * `count` parallel requests to the limit's route, spread over `apps` in turn. The body is empty: each
 * request is counted before it is read, and a 400 sends no email and books nothing.
 */
const burst = async (limit: Limit, count: number, apps: App[]) => {
  const ip = newIp();
  const cookie = limit.signedIn ? (await createSignedInUser(apps[0]!)).cookie : undefined;
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const request: InjectOptions = {
        method: 'POST',
        url: limit.route,
        payload: {},
        remoteAddress: limit.signedIn ? newIp() : ip,
        headers: cookie ? { cookie } : {},
      };
      return apps[i % apps.length]!.inject(request);
    }),
  );
};

const expectBudget = (answers: Awaited<ReturnType<typeof burst>>, budget: number) => {
  const refused = answers.filter((a) => a.statusCode === 429);
  expect(answers.length - refused.length).toBe(budget);
  for (const answer of refused) {
    expect(answer.json()).toEqual(TOO_MANY);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
};

describe('rate limits under parallel requests and across instances', () => {
  it.each(LIMITS)('$route: 50 parallel requests through one instance get exactly $budget', async (limit) => {
    expectBudget(await burst(limit, 50, [first.app]), limit.budget);
  });

  it.each(LIMITS)('$route: two instances share one budget of $budget', async (limit) => {
    expectBudget(await burst(limit, 50, [first.app, second.app]), limit.budget);
  });

  it('counts each route on its own: a spent sign-up budget leaves sign-in alone', async () => {
    const ip = newIp();
    const post = (url: string) => first.app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });
    for (let i = 0; i < 30; i++) await post('/api/signup');
    expect((await post('/api/signup')).statusCode).toBe(429);
    expect((await post('/api/login')).statusCode).toBe(400);
  });
});

describe('reservation-code lookups in chat', () => {
  const NOT_FOUND = "I couldn't find a reservation";
  const SPENT = "I've looked up several reservation codes for you already";
  const ask = (app: App, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      payload: { message: `reservation ${randomReferenceCode()}`, sessionId: `limits-${randomUUID()}` },
      remoteAddress,
    });
  const tally = (answers: Awaited<ReturnType<typeof ask>>[]) => ({
    lookedUp: answers.filter((a) => a.statusCode === 200 && a.json().response.includes(NOT_FOUND)).length,
    spent: answers.filter((a) => a.statusCode === 200 && a.json().response.includes(SPENT)).length,
    refused: answers.filter((a) => a.statusCode === 429).length,
  });

  it('50 parallel messages with a code: 20 answered (the message limit), exactly 10 looked up', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(first.app, ip)));
    expect(tally(answers)).toEqual({ lookedUp: 10, spent: 10, refused: 30 });
  });

  it('two instances share the 10 lookups', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(i % 2 ? second.app : first.app, ip)),
    );
    expect(tally(answers)).toEqual({ lookedUp: 10, spent: 10, refused: 0 });
  });
});

describe('per-recipient email budgets', () => {
  const { max } = RECIPIENT_MAIL_LIMITS.inquiryAcknowledgement;
  const inquiry = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/inquiries',
      remoteAddress: newIp(),
      payload: { name: 'Ana', email, subject: 'General Inquiry', message: 'Hello there' },
    });

  it(`30 parallel inquiries for one address through two instances send exactly ${max} acknowledgements`, async () => {
    const email = `budget-${randomUUID()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => inquiry(i % 2 ? second.app : first.app, email)),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    // each instance's job runner sends what it claims of the queued emails
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    const acknowledged = [...first.sentMail, ...second.sentMail].filter((mail) => mail.to === email);
    expect(acknowledged).toHaveLength(max);
  });
});

describe('the windows', () => {
  it('a budget comes back when its window has passed, on every instance', async () => {
    const ip = newIp();
    const post = (app: App) =>
      app.inject({ method: 'POST', url: '/api/signup', payload: {}, remoteAddress: ip });
    for (let i = 0; i < 30; i++) await post(i % 2 ? second.app : first.app);
    expect((await post(first.app)).statusCode).toBe(429);
    moveMinutes(0.5);
    expect((await post(second.app)).statusCode).toBe(429);
    moveMinutes(0.51);
    expect((await post(second.app)).statusCode).toBe(400);
    expect((await post(first.app)).statusCode).toBe(400);
  });

  it('expired windows are deleted, so the table stays small', async () => {
    await burst(LIMITS[0]!, 5, [first.app]);
    const expiredCount = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(rateLimits)
          .where(lt(rateLimits.expiresAt, clock))
      )[0]!.n;
    // past the longest window (bookings: an hour)
    moveMinutes(61);
    expect(await expiredCount()).toBeGreaterThan(0);
    await burst(LIMITS[0]!, 1, [first.app]);
    expect(await expiredCount()).toBe(0);
  });
});

describe.skipIf(!redis)(`with REDIS_URL${redis ? '' : ' (skipped: no redis-server installed)'}`, async () => {
  const config = { redisUrl: redis?.url };
  const one = redis ? await createSiblingApp(first, { config }) : undefined;
  const two = redis ? await createSiblingApp(first, { config }) : undefined;

  it.each(LIMITS)('$route: two instances share one budget of $budget in Redis', async (limit) => {
    expectBudget(await burst(limit, 50, [one!.app, two!.app]), limit.budget);
  });

  it('counts the per-recipient budgets in Redis, atomically, for both instances', async () => {
    const key = `mail test ${randomUUID()}`;
    const hits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? two! : one!).app.deps.rateCounter.hit(key, 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);
  });

  it('counts nothing in the database', async () => {
    const before = await db.select().from(rateLimits);
    await burst(LIMITS[0]!, 3, [one!.app]);
    expect(await db.select().from(rateLimits)).toEqual(before);
  });

  // last: it stops the file's Redis
  it('while Redis is unreachable, requests are still answered (the lockouts in the database still hold)', async () => {
    await redis!.stop();
    const answers = await burst(LIMITS[0]!, 3, [one!.app, two!.app]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
  });
});

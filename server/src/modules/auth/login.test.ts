// Signing in: the answers, and the lockout per (account, address) and per address, parallel tries included.
import { PASSWORD_MAX_LENGTH } from '@domain/constants';
import { MSG } from '@domain/messages';
import { AUTH_MSG } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../db/schema';
import { authTestApp } from '../../test/auth-test-app';
import { LOGIN_LIMITS, login, TooManyAttemptsError } from './service';

const { app, db, now, moveClock, moveSeconds, call, sessionCookie, uniqueEmail, signup } =
  await authTestApp();

describe('POST /api/login', () => {
  it('signs in with a fresh session and answers the user with its role', async () => {
    const { email, password, cookie: oldCookie, user } = await signup();
    const oldSessionCount = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    expect(oldSessionCount).toBe(1);

    const response = await call('POST', '/api/login', { body: { email, password }, cookie: oldCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user });
    expect(response.json().role).toBe('customer');

    const newCookie = sessionCookie(response);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(oldCookie);
    // session rotation: the browser's previous session is gone, only the new one works
    expect((await call('GET', '/api/auth/user', { cookie: oldCookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', { cookie: newCookie })).statusCode).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signup();
    const wrong = await call('POST', '/api/login', {
      body: { email, password: 'wrong-password' },
      ip: '10.2.0.1',
    });
    const unknown = await call('POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      ip: '10.2.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MSG.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('asks for both fields', async () => {
    const response = await call('POST', '/api/login', { body: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.emailPasswordRequired);
  });

  it(`refuses a password longer than ${PASSWORD_MAX_LENGTH} characters before any hashing, and does not count it`, async () => {
    const { email } = await signup();
    const response = await call('POST', '/api/login', {
      body: { email, password: 'x'.repeat(100_000) },
      ip: '10.2.9.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MSG.passwordTooLong);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(0);
  });

  it('refuses a disabled account with 403 (only to someone who knows the password)', async () => {
    const { email, password, cookie } = await signup();
    await db.update(users).set({ isActive: false }).where(eq(users.email, email));

    const response = await call('POST', '/api/login', { body: { email, password } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MSG.accountDisabled });
    expect(sessionCookie(response)).toBeUndefined();

    const wrong = await call('POST', '/api/login', {
      body: { email, password: 'wrong-one' },
      ip: '10.2.0.2',
    });
    expect(wrong.statusCode).toBe(401);

    // the session opened before the account was disabled now counts as signed out
    const me = await call('GET', '/api/auth/user', { cookie });
    expect(me.statusCode).toBe(401);
  });

  it('fails cleanly for a walk-in customer who has no password', async () => {
    const email = uniqueEmail('walkin');
    await db.insert(users).values({ email, firstName: 'Walk', lastName: 'In', passwordHash: null });
    const response = await call('POST', '/api/login', {
      body: { email, password: 'anything' },
      ip: '10.2.0.3',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MSG.invalidCredentials });
  });

  const wrongLogin = (email: string, ip: string) =>
    call('POST', '/api/login', { body: { email, password: 'not-my-password' }, ip });

  it('delays one (account, address) pair after 3 failures, 1 s then 2 s then 4 s, with Retry-After, without checking the password', async () => {
    const { email, password } = await signup();
    const ip = '10.3.0.1';
    for (let i = 0; i < 3; i++) expect((await wrongLogin(email, ip)).statusCode).toBe(401);

    // the 4th try comes too soon: refused unchecked, even with the right password
    const early = await call('POST', '/api/login', { body: { email, password }, ip });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(early.headers['retry-after']).toBe('1');
    expect(sessionCookie(early)).toBeUndefined();

    moveSeconds(1);
    expect((await wrongLogin(email, ip)).statusCode).toBe(401); // 4 failures: next try waits 2 s
    expect((await wrongLogin(email, ip)).headers['retry-after']).toBe('2');
    moveSeconds(1);
    expect((await wrongLogin(email, ip)).headers['retry-after']).toBe('1');
    moveSeconds(1);
    expect((await wrongLogin(email, ip)).statusCode).toBe(401); // 5 failures: next try waits 4 s
    expect((await wrongLogin(email, ip)).headers['retry-after']).toBe('4');
    // refused tries are not failures: the count stays 5
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(5);

    moveSeconds(4);
    expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(200);
  });

  it('caps the delay at 15 minutes and forgets failures older than 15 minutes', async () => {
    const { email, password } = await signup();
    const ip = '10.3.0.3';
    // 14 failures just now (2^11 s would be over half an hour)
    await db
      .insert(loginAttempts)
      .values(Array.from({ length: 14 }, () => ({ email, ip, createdAt: now() })));
    const locked = await call('POST', '/api/login', { body: { email, password }, ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(LOGIN_LIMITS.maxDelaySeconds));
    moveClock(LOGIN_LIMITS.windowMinutes + 1);
    expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(200);
  });

  it('the owner’s address still signs in while another address has failed 20 times on the account', async () => {
    const { email, password } = await signup();
    const attacker = '10.3.2.1';
    // 5 failures through the API, waiting out each delay, then 15 more set up directly (the route's
    // flood limit allows 30 requests a minute)
    for (let failures = 0; failures < 5; ) {
      const response = await wrongLogin(email, attacker);
      if (response.statusCode === 429) moveSeconds(Number(response.headers['retry-after']));
      else {
        expect(response.statusCode).toBe(401);
        failures++;
      }
    }
    await db
      .insert(loginAttempts)
      .values(Array.from({ length: 15 }, () => ({ email, ip: attacker, createdAt: now() })));
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(20);
    expect((await wrongLogin(email, attacker)).statusCode).toBe(429);

    const owner = await call('POST', '/api/login', { body: { email, password }, ip: '10.3.2.2' });
    expect(owner.statusCode).toBe(200);
    // the attacker's pair is still waiting
    expect((await call('POST', '/api/login', { body: { email, password }, ip: attacker })).statusCode).toBe(
      429,
    );
  });

  it('a successful sign-in clears that pair’s failures only', async () => {
    const { email, password } = await signup();
    const ip = '10.3.1.1';
    const elsewhere = '10.3.1.2';
    for (let i = 0; i < 3; i++) {
      await wrongLogin(email, ip);
      await wrongLogin(email, elsewhere);
    }
    moveSeconds(1);
    expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((row) => row.ip)).toEqual([elsewhere, elsewhere, elsewhere]);
    // three free failures again for this pair, no wait
    for (let i = 0; i < 3; i++) expect((await wrongLogin(email, ip)).statusCode).toBe(401);
    expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(429);
  });

  it(`stops an address after ${LOGIN_LIMITS.maxFailuresPerAddress} failures across many emails; another address is not affected`, async () => {
    const ip = '10.4.0.1';
    const { email, password } = await signup();
    // 49 failures on other emails (set up directly: the route's flood limit allows 30 a minute)
    const spray = Array.from({ length: LOGIN_LIMITS.maxFailuresPerAddress - 1 }, (_, i) => ({
      email: `spray${i}@example.com`,
      ip,
      createdAt: now(),
    }));
    await db.insert(loginAttempts).values(spray);
    expect((await wrongLogin('spray-last@example.com', ip)).statusCode).toBe(401); // the 50th

    const locked = await call('POST', '/api/login', { body: { email, password }, ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await call('POST', '/api/login', { body: { email, password }, ip: '10.4.0.2' })).statusCode).toBe(
      200,
    );
    moveClock(LOGIN_LIMITS.windowMinutes + 1);
    expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(200);
  });
});

describe('the sign-in lockout under parallel tries', () => {
  const wrongLogin = (email: string, ip: string) =>
    call('POST', '/api/login', { body: { email, password: 'not-my-password' }, ip });

  it('20 parallel wrong passwords for one account from one address: exactly 3 are checked', async () => {
    const { email } = await signup();
    const ip = '10.31.0.1';
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrongLogin(email, ip)));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(LOGIN_LIMITS.freeFailures);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(20 - LOGIN_LIMITS.freeFailures);
    for (const answer of refused) expect(answer.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(
      LOGIN_LIMITS.freeFailures,
    );
  });

  it(`85 parallel failed sign-ins from one address: exactly ${LOGIN_LIMITS.maxFailuresPerAddress} are checked`, async () => {
    // through the service: the route's flood limit (30 a minute) would stop most of them first
    const ip = '10.31.0.2';
    const tries = Array.from({ length: 85 }, (_, i) =>
      login(app, { email: `parallel${i}@example.com`, password: 'not-my-password', ip }).then(
        () => 200,
        (error: Error) => (error instanceof TooManyAttemptsError ? 429 : 401),
      ),
    );
    const statuses = await Promise.all(tries);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.maxFailuresPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(85 - LOGIN_LIMITS.maxFailuresPerAddress);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip))).toHaveLength(
      LOGIN_LIMITS.maxFailuresPerAddress,
    );
  });

  it('a right password sent among wrong ones leaves no failure behind once it signs in', async () => {
    const { email, password } = await signup();
    const ip = '10.31.0.3';
    const [right] = await Promise.all([
      call('POST', '/api/login', { body: { email, password }, ip }),
      wrongLogin(email, ip),
    ]);
    expect(right.statusCode).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.length).toBeLessThanOrEqual(1);
  });

  it('a disabled account’s right password is not counted as a failure', async () => {
    const { email, password } = await signup();
    await db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const ip = '10.31.0.4';
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 1; i++)
      expect((await call('POST', '/api/login', { body: { email, password }, ip })).statusCode).toBe(403);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(0);
  });
});

import { PASSWORD_MAX_LENGTH, REFERENCE_ALPHABET } from '@domain/constants';
import { MSG } from '@domain/messages';
import { AUTH_MSG } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetCodes, sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { postRaw } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { LOGIN_LIMITS, login, TooManyAttemptsError } from './service';

let clock = new Date();
const { app, db, sentMail } = await createTestApp({ now: () => clock });
const moveClock = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const moveSeconds = (seconds: number) => moveClock(seconds / 60);

type Call = { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> };
const call = async (method: 'GET' | 'POST', url: string, options: Call = {}) => {
  const response = await app.inject({
    method,
    url,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  // emails go out through the job runner after the response: run it so `sentMail` is complete
  await app.jobs.runDue();
  return response;
};

/** The session cookie as a browser would send it back ('resort_sid=...'). */
const sessionCookie = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.find((c) => typeof c === 'string' && c.startsWith('resort_sid='));
  return found ? (found as string).split(';')[0]! : undefined;
};

let counter = 0;
const uniqueEmail = (prefix = 'guest') => `${prefix}${++counter}@example.com`;

const signup = async (email = uniqueEmail(), password = 'sunset123') => {
  const response = await call('POST', '/api/signup', {
    body: { email, password, firstName: 'Maria', lastName: 'Santos' },
    ip: `10.1.0.${counter}`,
  });
  expect(response.statusCode).toBe(201);
  return { email, password, cookie: sessionCookie(response)!, user: response.json() };
};

const userByEmail = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row!;
};

describe('POST /api/signup', () => {
  it('creates a customer, answers 201 with the user and signs them in', async () => {
    const email = uniqueEmail();
    const response = await call('POST', '/api/signup', {
      body: {
        email: `  ${email.toUpperCase()} `,
        password: 'sunset123',
        firstName: 'Maria',
        lastName: 'Santos',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Maria',
      lastName: 'Santos',
      role: 'customer',
      isActive: true,
      profileImageUrl: null,
      createdAt: expect.any(String),
      language: 'en',
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);

    const cookie = response.cookies.find((c) => c.name === 'resort_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');

    const row = await userByEmail(email);
    expect(row.role).toBe('customer');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('sunset123');

    const me = await call('GET', '/api/auth/user', { cookie: sessionCookie(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('refuses an email already used (409), whatever its case', async () => {
    const { email } = await signup();
    const response = await call('POST', '/api/signup', {
      body: { email: email.toUpperCase(), password: 'another1', firstName: 'X', lastName: 'Y' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MSG.emailTaken });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await call('POST', '/api/signup', {
      body: { email: uniqueEmail(), password: '12345', firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MSG.passwordTooShort,
      errors: { password: MSG.passwordTooShort },
    });
  });

  it(`refuses a password longer than ${PASSWORD_MAX_LENGTH} characters (${PASSWORD_MAX_LENGTH} is fine)`, async () => {
    const tooLong = await call('POST', '/api/signup', {
      body: {
        email: uniqueEmail(),
        password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: AUTH_MSG.passwordTooLong,
      errors: { password: AUTH_MSG.passwordTooLong },
    });
    const email = uniqueEmail();
    const longest = await call('POST', '/api/signup', {
      body: { email, password: 'p'.repeat(PASSWORD_MAX_LENGTH), firstName: 'A', lastName: 'B' },
    });
    expect(longest.statusCode).toBe(201);
    const login = await call('POST', '/api/login', {
      body: { email, password: 'p'.repeat(PASSWORD_MAX_LENGTH) },
      ip: '10.1.9.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs an email and a password, and a valid email', async () => {
    const missing = await call('POST', '/api/signup', { body: { firstName: 'A', lastName: 'B' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.emailPasswordRequired);

    const bad = await call('POST', '/api/signup', { body: { email: 'not-an-email', password: 'sunset123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MSG.invalidEmail, errors: { email: MSG.invalidEmail } });

    const noBody = await call('POST', '/api/signup');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(MSG.emailPasswordRequired);
  });
});

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
      .values(Array.from({ length: 14 }, () => ({ email, ip, createdAt: clock })));
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
      .values(Array.from({ length: 15 }, () => ({ email, ip: attacker, createdAt: clock })));
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
      createdAt: clock,
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
      login(app.deps, { email: `parallel${i}@example.com`, password: 'not-my-password', ip }).then(
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

describe('sign-out and the current user', () => {
  it('GET /api/auth/user answers 401 Unauthorized when signed out', async () => {
    const response = await call('GET', '/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('POST /api/logout answers 204, deletes the session row and clears the cookie', async () => {
    const { cookie, user } = await signup();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const response = await call('POST', '/api/logout', { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'resort_sid');
    expect(cleared?.value).toBe('');
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    // the old cookie no longer works, even if the browser kept it
    const me = await call('GET', '/api/auth/user', { cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthorized' });
  });

  it('POST /api/logout without a session is still 204', async () => {
    expect((await call('POST', '/api/logout')).statusCode).toBe(204);
  });

  it('GET /api/logout from the site itself ends the session and redirects to /', async () => {
    const fromSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://localhost/dashboard' },
      { origin: 'http://localhost' },
    ];
    for (const headers of fromSite) {
      const { cookie, user } = await signup();
      const response = await call('GET', '/api/logout', { cookie, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    }
  });

  it('GET /api/logout from another site only redirects: the session stays', async () => {
    const { cookie, user } = await signup();
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', referer: 'http://localhost/' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
      { referer: 'not a url' },
      {},
    ];
    for (const headers of fromElsewhere) {
      const response = await call('GET', '/api/logout', { cookie, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.cookies.find((c) => c.name === 'resort_sid')).toBeUndefined();
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await call('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
  });

  it('GET /api/login redirects to /login, keeping only a same-site next path', async () => {
    const plain = await call('GET', '/api/login');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/login');

    const withNext = await call('GET', '/api/login?next=%2Fbooking%2Fabc%3Fx%3D1');
    expect(withNext.headers.location).toBe('/login?next=%2Fbooking%2Fabc%3Fx%3D1');

    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'dashboard',
      '/api/logout',
    ]) {
      const response = await call('GET', `/api/login?next=${encodeURIComponent(next)}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
    }
  });
});

describe('forgot password', () => {
  const codeFrom = (text: string) => text.match(/code is: ([A-Z0-9]{6})/)?.[1];
  const lastCodeFor = (email: string) => {
    const mail = sentMail.filter((m) => m.to === email).at(-1);
    return mail ? codeFrom(mail.text) : undefined;
  };

  it('works end to end: code by email, verify, reset, sign in with the new password', async () => {
    const { email, password, cookie, user } = await signup();
    const ip = '10.5.0.1';

    const forgot = await call('POST', '/api/auth/forgot-password', {
      body: { email: email.toUpperCase() },
      ip,
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: expect.any(String) });

    const mail = sentMail.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Your password reset code');
    const code = codeFrom(mail.text)!;
    expect(code).toHaveLength(6);
    for (const char of code) expect(REFERENCE_ALPHABET).toContain(char);

    // only a hash is stored
    const [stored] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime() - clock.getTime()).toBe(15 * 60_000);

    const verify = await call('POST', '/api/auth/verify-reset-code', {
      body: { code: code.toLowerCase() },
      ip,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Code verified' });

    const short = await call('POST', '/api/auth/reset-password', { body: { code, newPassword: '123' }, ip });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG.passwordTooShort);

    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code: ` ${code.toLowerCase()} `, newPassword: 'new-pass-1' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful' });

    // every session of the account ended; the code is used up
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    const [used] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(used!.usedAt).not.toBeNull();

    const again = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'other-pass' },
      ip,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MSG.invalidCode });
    expect((await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip })).statusCode).toBe(400);

    expect((await call('POST', '/api/login', { body: { email, password }, ip: '10.5.0.2' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/login', { body: { email, password: 'new-pass-1' }, ip: '10.5.0.2' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await signup();
    const before = sentMail.length;
    const unknown = await call('POST', '/api/auth/forgot-password', {
      body: { email: 'no-such-guest@example.com' },
      ip: '10.5.1.1',
    });
    expect(unknown.statusCode).toBe(200);
    expect(sentMail.length).toBe(before);
    const known = await call('POST', '/api/auth/forgot-password', { body: { email }, ip: '10.5.1.1' });
    expect(known.json()).toEqual(unknown.json());
    expect(sentMail.length).toBe(before + 1);
  });

  it('sends nothing to a disabled account', async () => {
    const { email } = await signup();
    await db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const before = sentMail.length;
    const response = await call('POST', '/api/auth/forgot-password', { body: { email }, ip: '10.5.2.1' });
    expect(response.statusCode).toBe(200);
    expect(sentMail.length).toBe(before);
  });

  it('a new code replaces the earlier one', async () => {
    const { email } = await signup();
    const ip = '10.5.3.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const first = lastCodeFor(email)!;
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const second = lastCodeFor(email)!;
    expect(
      (await call('POST', '/api/auth/verify-reset-code', { body: { code: first }, ip })).statusCode,
    ).toBe(first === second ? 200 : 400);
    expect(
      (await call('POST', '/api/auth/verify-reset-code', { body: { code: second }, ip })).statusCode,
    ).toBe(200);
  });

  it('codes expire after 15 minutes', async () => {
    const { email } = await signup();
    const ip = '10.5.4.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    moveClock(14);
    expect((await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip })).statusCode).toBe(200);
    moveClock(2);
    const verify = await call('POST', '/api/auth/verify-reset-code', { body: { code }, ip });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ message: MSG.invalidCode });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'sunset456' },
      ip,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: MSG.invalidCode });
  });

  it('lets a walk-in customer without a password choose one', async () => {
    const email = uniqueEmail('walkin');
    await db.insert(users).values({ email, firstName: 'Walk', lastName: 'In', passwordHash: null });
    const ip = '10.5.5.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, newPassword: 'beach-life' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    const login = await call('POST', '/api/login', { body: { email, password: 'beach-life' }, ip });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email, firstName: 'Walk', role: 'customer' });
  });

  it(`refuses a new password longer than ${PASSWORD_MAX_LENGTH} characters, and the code still works`, async () => {
    const { email } = await signup();
    const ip = '10.5.7.1';
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const code = lastCodeFor(email)!;
    const tooLong = await call('POST', '/api/auth/reset-password', {
      body: { code, email, newPassword: 'n'.repeat(PASSWORD_MAX_LENGTH + 1) },
      ip,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(AUTH_MSG.passwordTooLong);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code, email, newPassword: 'n'.repeat(PASSWORD_MAX_LENGTH) },
      ip,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('a password reset clears the failed sign-ins of the account from the resetting address', async () => {
    const { email } = await signup();
    const ip = '10.5.8.1';
    const elsewhere = '10.5.8.2';
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/login', { body: { email, password: 'forgot-it' }, ip });
      await call('POST', '/api/login', { body: { email, password: 'guessing' }, ip: elsewhere });
    }
    await call('POST', '/api/auth/forgot-password', { body: { email }, ip });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { code: lastCodeFor(email)!, email, newPassword: 'remembered' },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((row) => row.ip)).toEqual([elsewhere, elsewhere, elsewhere]);
    expect(
      (await call('POST', '/api/login', { body: { email, password: 'remembered' }, ip })).statusCode,
    ).toBe(200);
  });

  it('validates with the spec’s messages', async () => {
    const ip = '10.5.6.1';
    const noEmail = await call('POST', '/api/auth/forgot-password', { body: { email: '' }, ip });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(MSG.emailRequired);

    const noCode = await call('POST', '/api/auth/verify-reset-code', { body: {}, ip });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MSG.codeRequired);

    const wrongCode = await call('POST', '/api/auth/verify-reset-code', { body: { code: 'ZZZZZZ' }, ip });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: MSG.invalidCode });

    const shortCode = await call('POST', '/api/auth/verify-reset-code', { body: { code: 'abc' }, ip });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe(MSG.invalidCode);

    const noPassword = await call('POST', '/api/auth/reset-password', { body: { code: 'ZZZZZZ' }, ip });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(MSG.fillAllFields);

    const shortPassword = await call('POST', '/api/auth/reset-password', {
      body: { code: 'ZZZZZZ', newPassword: 'abc' },
      ip,
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toBe(MSG.passwordTooShort);
  });
});

describe('request hygiene', () => {
  it('refuses a state-changing request from another site (Origin check)', async () => {
    const { email, password } = await signup();
    const response = await call('POST', '/api/login', {
      body: { email, password },
      headers: { origin: 'https://evil.example' },
      ip: '10.6.0.1',
    });
    expect(response.statusCode).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();

    const sameSite = await call('POST', '/api/login', {
      body: { email, password },
      headers: { origin: 'http://resort.example:3000', host: 'resort.example:3000' },
      ip: '10.6.0.1',
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('refuses a text/plain body without a 500', async () => {
    const response = await postRaw(app, '/api/login', {
      contentType: 'text/plain',
      payload: 'email=a@b.c&password=x',
    });
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await postRaw(app, '/api/signup', {
      contentType: 'application/json',
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores passwords as scrypt hashes that the login accepts', async () => {
    // a hash made by the shared helper works for sign-in (staff-created accounts rely on it)
    const email = uniqueEmail('staff');
    await db
      .insert(users)
      .values({ email, role: 'receptionist', passwordHash: await hashPassword('desk-pass') });
    const response = await call('POST', '/api/login', {
      body: { email, password: 'desk-pass' },
      ip: '10.6.0.4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('receptionist');
  });
});

// Signing up, signing out and the current user, and the request hygiene of the auth routes.
import { PASSWORD_MAX_LENGTH } from '@domain/constants';
import { MSG } from '@domain/messages';
import { AUTH_MSG } from '@domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { authTestApp } from '../../test/auth-test-app';
import { postRaw } from '../../test/http';

const { app, db, call, sessionCookie, uniqueEmail, signup, userByEmail } = await authTestApp();

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

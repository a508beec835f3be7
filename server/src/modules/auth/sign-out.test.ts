// Signing out and the current user.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { setUpAuth } from './auth.fixtures';

const { db, call, signup } = await setUpAuth();

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

// The rendered pages a visitor gets: signed out, after choosing Filipino, and after an admin's change.
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { ssrTestApp } from './test-ssr';

const { app, call, room, crawl } = await ssrTestApp();

describe('a signed-out visitor', () => {
  it('starts signed out, without asking the API who they are', async () => {
    const page = await crawl('/');
    const state = JSON.parse(page.html.match(/id="server-state">([^<]*)<\/script>/)?.[1] ?? '{}');
    const user = state.queries.find(
      (query: { queryKey: string[] }) => query.queryKey[0] === '/api/auth/user',
    );
    expect(user?.state.data).toBeNull();
  });

  it('and a visitor with a session cookie is left for the browser to ask', async () => {
    const guest = await createSignedInUser(app, { role: 'customer' });
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: guest.cookie } });
    const state = JSON.parse(response.body.match(/id="server-state">([^<]*)<\/script>/)?.[1] ?? '{}');
    const keys = state.queries.map((query: { queryKey: string[] }) => query.queryKey[0]);
    expect(keys).not.toContain('/api/auth/user');
    // the HTML names no one: it is the same for every visitor
    expect(response.body).not.toContain(guest.user.email);
  });
});

describe('a change', () => {
  it('shows on the next page load', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    expect((await crawl(`/rooms/${room.id}`)).text).toContain('Sunset Suite');
    const renamed = await call('PATCH', `/api/admin/rooms/${room.id}`, admin.cookie, {
      name: 'Moonrise Suite',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await crawl(`/rooms/${room.id}`);
    expect(page.title).toEqual(['Moonrise Suite · Casa Alon Beach Resort']);
    expect(page.text).toContain('Moonrise Suite');
  });
});

describe('a visitor who chose Filipino', () => {
  it('is sent from an English page to the same page in Filipino, query and all', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rooms?guests=2',
      headers: { cookie: 'language=fil' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fil/rooms?guests=2');
    for (const cookie of ['language=en', '']) {
      const stays = await app.inject({ method: 'GET', url: '/rooms', headers: { cookie } });
      expect(stays.statusCode, cookie).toBe(200);
    }
    const filipino = await app.inject({
      method: 'GET',
      url: '/fil/rooms',
      headers: { cookie: 'language=fil' },
    });
    expect(filipino.statusCode).toBe(200);
  });
});

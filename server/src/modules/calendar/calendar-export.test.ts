// Calendar export: each room's token-checked .ics feed, read back with the same parser the
// import uses; the staff's whole-property feed; the admin's room answers with the export URL; who may call
// what; and odd input never being a 500.
import type { AdminRoomDto, CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_MSG, EXPORT_SUMMARY } from '@domain/calendar';
import { FEED_URL_MAX_LENGTH } from '@domain/schemas/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { startFeedServer } from '../../test/feed-server';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { parseFeed } from './parse-feed';
import { airbnbFeed } from './test-feeds';

const NOW = new Date('2026-06-10T04:00:00Z');
const { app, db } = await createTestApp({ now: () => NOW });
const call = callerOf(app);
const feeds = await startFeedServer();
afterAll(() => feeds.close());
const WINDOW = { resortTz: 'Asia/Manila', from: '2026-06-01', to: '2027-12-31' };

const cookies = { admin: '', desk: '', guest: '' };
let guestId = '';
beforeAll(async () => {
  cookies.admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
  cookies.desk = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  const guest = await createSignedInUser(app, { firstName: 'Marisol', lastName: 'Reyes' });
  cookies.guest = guest.cookie;
  guestId = guest.user.id;
});

const adminRoom = (id: string) =>
  expectAnswer<AdminRoomDto>(call('GET', `/api/admin/rooms/${id}`, cookies.admin), 200);

/** The path and query of an absolute export URL, for inject(). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('a room’s export feed', () => {
  it('lists holding reservations and active blocks as all-day "Reserved" events, nothing personal', async () => {
    const room = await createRoom(db);
    const pending = await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-07-01',
      checkout: '2026-07-03',
    });
    await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-07-05',
      checkout: '2026-07-06',
      status: 'cancelled',
    });
    feeds.serve('/export-room.ics', {
      body: airbnbFeed([{ checkin: '2026-07-10', checkout: '2026-07-12' }]),
    });
    const feed = await expectAnswer<CalendarFeedDto>(
      call('POST', `/api/admin/rooms/${room.id}/calendar-feeds`, cookies.admin, {
        channel: 'airbnb',
        url: feeds.url('/export-room.ics'),
      }),
      201,
    );
    expect(feed.blocks).toBe(1);

    const { calendarExportUrl } = await adminRoom(room.id);
    expect(calendarExportUrl).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/calendar/rooms/${room.id}\\.ics\\?token=[\\w-]+$`),
    );
    const listed = await expectAnswer<AdminRoomDto[]>(call('GET', '/api/admin/rooms', cookies.admin), 200);
    expect(listed.find((r) => r.id === room.id)?.calendarExportUrl).toBe(calendarExportUrl);

    const answer = await call('GET', pathOf(calendarExportUrl));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.body).toContain('PRODID:-//Casa Alon Beach Resort//');
    expect(answer.body).toContain(`UID:${pending.id}@resort-website`);
    expect(answer.body).toContain('DTSTART;VALUE=DATE:20260701');
    expect(answer.body).not.toMatch(/Marisol|Reyes|@example/);
    // read back with the import's parser: our own UIDs are what the sync skips, so read the raw events
    const events = parseFeed(answer.body.replaceAll('@resort-website', '@export-check'), WINDOW).events;
    const stays = events.map(({ checkin, checkout, summary }) => ({ checkin, checkout, summary }));
    expect(stays.sort((a, b) => a.checkin.localeCompare(b.checkin))).toEqual([
      { checkin: '2026-07-01', checkout: '2026-07-03', summary: EXPORT_SUMMARY },
      { checkin: '2026-07-10', checkout: '2026-07-12', summary: EXPORT_SUMMARY },
    ]);

    // unchanged: 304 on its ETag; a new booking changes it at the next request
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await app.inject({ url: pathOf(calendarExportUrl), headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-08-01',
      checkout: '2026-08-02',
    });
    const changed = await app.inject({ url: pathOf(calendarExportUrl), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('DTSTART;VALUE=DATE:20260801');
  });

  it('answers 404 alike for a wrong token, a missing one, an unknown room, an archived room, a rotated token', async () => {
    const room = await createRoom(db);
    const { calendarExportUrl } = await adminRoom(room.id);
    const good = pathOf(calendarExportUrl);
    const notFound = async (path: string) => {
      const answer = await call('GET', path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toEqual({ message: CALENDAR_MSG.badToken });
    };
    await notFound(good.replace(/token=.*/, 'token=wrong'));
    await notFound(good.replace(/\?token=.*/, ''));
    await notFound(good.replace(room.id, '00000000-0000-4000-8000-000000000000'));
    await notFound(good.replace('.ics', '.txt'));
    await notFound('/api/calendar/rooms/not-a-room.ics?token=x');

    const rotated = await expectAnswer<{ calendarExportUrl: string }>(
      call('POST', `/api/admin/rooms/${room.id}/calendar-token`, cookies.admin),
      200,
    );
    expect(rotated.calendarExportUrl).not.toBe(calendarExportUrl);
    await notFound(good);
    expect((await call('GET', pathOf(rotated.calendarExportUrl))).statusCode).toBe(200);
    expect((await adminRoom(room.id)).calendarExportUrl).toBe(rotated.calendarExportUrl);

    await db.update(rooms).set({ archivedAt: NOW }).where(eq(rooms.id, room.id));
    await notFound(pathOf(rotated.calendarExportUrl));
    expect((await call('GET', `/api/admin/rooms/${room.id}`, cookies.admin)).statusCode).toBe(404);
  });

  it('starts the export URL with SITE_URL, whatever address the admin reached the server on', async () => {
    const site = await createTestApp({ config: { siteUrl: 'https://casaalon.example' } });
    const siteAdmin = await createSignedInUser(site.app, { role: 'admin' });
    const room = await createRoom(site.db);
    const headers = { cookie: siteAdmin.cookie, host: '192.168.1.20:3000', 'x-forwarded-proto': 'http' };
    const listed = await expectAnswer<AdminRoomDto[]>(
      site.app.inject({ method: 'GET', url: '/api/admin/rooms', headers }),
      200,
    );
    const url = listed.find((r) => r.id === room.id)?.calendarExportUrl ?? '';
    expect(url).toMatch(
      new RegExp(`^https://casaalon\\.example/api/calendar/rooms/${room.id}\\.ics\\?token=`),
    );
    const rotated = await expectAnswer<{ calendarExportUrl: string }>(
      site.app.inject({ method: 'POST', url: `/api/admin/rooms/${room.id}/calendar-token`, headers }),
      200,
    );
    expect(rotated.calendarExportUrl.startsWith('https://casaalon.example/api/calendar/rooms/')).toBe(true);
  });
});

describe('the staff’s whole-property feed', () => {
  it('has reference codes, guest names and rooms, for staff only', async () => {
    const room = await createRoom(db, { name: 'Garden Room' });
    const stay = await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-09-01',
      checkout: '2026-09-03',
      status: 'confirmed',
    });
    const answer = await call('GET', '/api/receptionist/calendar.ics', cookies.desk);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toContain(`${stay.referenceCode} · Marisol Reyes · Garden Room`);
    expect((await call('GET', '/api/receptionist/calendar.ics', cookies.guest)).statusCode).toBe(403);
    expect((await call('GET', '/api/receptionist/calendar.ics')).statusCode).toBe(401);
  });
});

describe('who may call', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  const adminRoutes = [
    ['GET', `/api/admin/rooms/${ID}`],
    ['GET', `/api/admin/rooms/${ID}/calendar-feeds`],
    ['POST', `/api/admin/rooms/${ID}/calendar-feeds`],
    ['DELETE', `/api/admin/rooms/${ID}/calendar-feeds/${ID}`],
    ['POST', `/api/admin/rooms/${ID}/calendar-feeds/${ID}/sync`],
    ['POST', `/api/admin/rooms/${ID}/calendar-token`],
  ] as const;
  const staffRoutes = [
    ['GET', '/api/receptionist/calendar-conflicts'],
    ['POST', `/api/receptionist/calendar-conflicts/${ID}/resolve`],
    ['GET', '/api/receptionist/calendar-blocks'],
  ] as const;

  it.each(adminRoutes)('%s %s: visitor 401, customer and receptionist 403', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, cookies.guest, {})).statusCode).toBe(403);
    expect((await call(method, url, cookies.desk, {})).statusCode).toBe(403);
  });

  it.each(staffRoutes)('%s %s: visitor 401, customer 403', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, cookies.guest, {})).statusCode).toBe(403);
  });
});

describe('odd input', () => {
  let roomId = '';
  beforeAll(async () => {
    roomId = (await createRoom(db)).id;
  });

  it.each([
    ['a 20,000-character URL', { channel: 'airbnb', url: `https://example.com/${'a'.repeat(20_000)}` }],
    [
      'a URL just over the limit',
      { channel: 'airbnb', url: `https://example.com/${'a'.repeat(FEED_URL_MAX_LENGTH)}` },
    ],
    ['a NUL byte', { channel: 'airbnb', url: 'https://example.com/a\u0000b.ics' }],
    ['a NUL byte in the host', { channel: 'airbnb', url: 'https://exa\u0000mple.com/a.ics' }],
    ['a line break', { channel: 'airbnb', url: 'https://example.com/a\n.ics' }],
    ['ftp', { channel: 'airbnb', url: 'ftp://example.com/a.ics' }],
    ['credentials', { channel: 'airbnb', url: 'https://user:pw@example.com/a.ics' }],
    ['an unknown channel', { channel: 'expedia', url: 'https://example.com/a.ics' }],
    ['no body fields', {}],
    ['numbers', { channel: 1, url: 2 }],
  ])('adding a feed with %s is 400', async (_case, body) => {
    const answer = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body);
    expect(answer.statusCode, answer.body).toBe(400);
  });

  it.each([
    ['GET', '/api/admin/rooms/not-a-uuid/calendar-feeds', undefined],
    ['GET', '/api/admin/rooms/00000000-0000-4000-8000-000000000000/calendar-feeds', undefined],
    ['POST', '/api/admin/rooms/x/calendar-feeds', { channel: 'airbnb', url: 'https://example.com/a.ics' }],
    ['DELETE', '/api/admin/rooms/ROOM/calendar-feeds/x', undefined],
    ['DELETE', '/api/admin/rooms/ROOM/calendar-feeds/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/admin/rooms/ROOM/calendar-feeds/%00/sync', undefined],
    ['POST', '/api/admin/rooms/%E2%80%AE/calendar-token', undefined],
    ['GET', '/api/admin/rooms/x', undefined],
    ['POST', '/api/receptionist/calendar-conflicts/x/resolve', { action: 'mark_handled' }],
    [
      'POST',
      '/api/receptionist/calendar-conflicts/00000000-0000-4000-8000-000000000000/resolve',
      { action: 'mark_handled' },
    ],
  ])('%s %s is 404', async (method, url, body) => {
    const answer = await call(method as 'GET', url.replace('ROOM', roomId), cookies.admin, body);
    expect(answer.statusCode, answer.body).toBe(404);
  });

  it.each([
    ['/api/receptionist/calendar-conflicts?state=bogus'],
    ['/api/receptionist/calendar-blocks?from=tomorrow'],
    ['/api/receptionist/calendar-blocks?to=2026-13-45'],
  ])('GET %s is 400', async (url) => {
    expect((await call('GET', url, cookies.desk)).statusCode).toBe(400);
  });

  it('a resolve body that is not an action, or a note with a NUL byte, is never a 500', async () => {
    const url = '/api/receptionist/calendar-conflicts/00000000-0000-4000-8000-000000000000/resolve';
    expect((await call('POST', url, cookies.desk, { action: 'delete_everything' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, cookies.desk, { action: 'mark_handled', note: 'a\u0000b' })).statusCode,
    ).toBeLessThan(500);
    expect(
      (await call('POST', url, cookies.desk, { action: 'mark_handled', note: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
  });

  it('the same feed twice is 409, and so is one feed too many', async () => {
    feeds.serve('/twice.ics', { body: airbnbFeed([]) });
    const body = { channel: 'airbnb', url: feeds.url('/twice.ics') };
    await expectAnswer(call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body), 201);
    const twice = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CALENDAR_MSG.feedExists);
    for (let n = 2; n <= 10; n++)
      await expectAnswer(
        call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
          ...body,
          url: `${body.url}?n=${n}`,
        }),
        201,
      );
    const tooMany = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
      ...body,
      url: `${body.url}?n=11`,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(CALENDAR_MSG.tooManyFeeds);

    const list = await expectAnswer<CalendarFeedDto[]>(
      call('GET', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin),
      200,
    );
    const [first] = list;
    const removed = await call(
      'DELETE',
      `/api/admin/rooms/${roomId}/calendar-feeds/${first?.id}`,
      cookies.admin,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/rooms/${roomId}/calendar-feeds/${first?.id}`, cookies.admin))
        .statusCode,
    ).toBe(404);
  });
});

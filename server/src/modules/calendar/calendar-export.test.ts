// Calendar export: each room's token-checked .ics feed, read back with the same parser the
// import uses; the staff's whole-property feed; the admin's room answers with the export URL; who may call
// what; and odd input never being a 500.

import type { AdminRoomDto, CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_MSG, EXPORT_SUMMARY } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { NOW, pathOf, setUpCalendarExport, WINDOW } from './calendar-export.fixtures';
import { parseFeed } from './parse-feed';
import { airbnbFeed } from './test-feeds';

const { app, db, call, feeds, cookies, guestId, adminRoom } = await setUpCalendarExport();

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

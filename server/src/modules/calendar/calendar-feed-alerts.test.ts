// A feed that fails or goes stale reaches the staff (once per run, on the dashboards and the room), keeps
// its blocks and backs off; one bad feed does not stop the others.
import type { CalendarFeedAlertDto, CalendarFeedDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema';
import { calendarSyncApp, NOW } from '../../test/calendar-sync-app';
import { createRoom } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { syncFeed } from './sync-feed';
import { airbnbFeed, bookingComFeed } from './test-feeds';

const { app, db, sentMail, call, feeds, cookies, setClock, importFeed, syncNow, syncDue, blocksOf } =
  await calendarSyncApp();

const feedAlerts = (cookie = cookies.desk) =>
  expectAnswer<CalendarFeedAlertDto[]>(call('GET', '/api/receptionist/calendar-feed-alerts', cookie), 200);

const roomAlerts = async (roomId: string) =>
  (
    await expectAnswer<{ calendarAlerts: CalendarFeedAlertDto[] }>(
      call('GET', `/api/admin/rooms/${roomId}`, cookies.admin),
      200,
    )
  ).calendarAlerts;

const mailsAbout = (roomName: string) => sentMail.filter((m) => m.subject.endsWith(`(${roomName})`));

describe('a feed that fails or goes stale reaches the staff', () => {
  it('a 404 feed and an HTML feed: one email per failure run, a warning on the dashboards and the room until it syncs', async () => {
    const room = await createRoom(db, { name: 'Coral Room' });
    const { feed, path } = await importFeed(room.id, airbnbFeed([]));
    expect(await roomAlerts(room.id)).toEqual([]);
    sentMail.length = 0;

    feeds.serve(path, { status: 404, body: 'Not found' });
    await syncNow(feed);
    const first = mailsAbout('Coral Room');
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]?.subject).toBe('Calendar failing: Airbnb (Coral Room)');
    expect(first[0]?.text).toContain('The feed answered HTTP 404');
    expect(first[0]?.text).toContain(feeds.url(path));
    // retries, forced and by the job: no more emails
    await syncNow(feed);
    setClock(new Date(NOW.getTime() + 20 * 60_000));
    await syncDue();
    setClock(NOW);
    expect(mailsAbout('Coral Room')).toHaveLength(first.length);

    const warning = {
      feedId: feed.id,
      roomId: room.id,
      roomName: 'Coral Room',
      channel: 'airbnb',
      kind: 'failing',
      lastError: 'The feed answered HTTP 404',
      since: NOW.toISOString(),
    };
    expect((await feedAlerts()).filter((a) => a.roomId === room.id)).toMatchObject([warning]);
    expect((await feedAlerts(cookies.admin)).filter((a) => a.roomId === room.id)).toMatchObject([warning]);
    expect(await roomAlerts(room.id)).toMatchObject([warning]);
    expect((await call('GET', '/api/receptionist/calendar-feed-alerts', cookies.guest)).statusCode).toBe(403);

    feeds.serve(path, { body: airbnbFeed([]) });
    expect(await syncNow(feed)).toMatchObject({ status: 'ok', failingSince: null });
    expect((await feedAlerts()).some((a) => a.roomId === room.id)).toBe(false);
    expect(await roomAlerts(room.id)).toEqual([]);

    // a new run of failures: one new email
    feeds.serve(path, {
      body: '<!DOCTYPE html><html><body>Sign in to Airbnb</body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    await syncNow(feed);
    await syncNow(feed);
    const second = mailsAbout('Coral Room').slice(first.length);
    expect(second).toHaveLength(first.length);
    expect(second[0]?.text).toMatch(/not an iCalendar file|not a calendar/i);
    expect((await feedAlerts()).find((a) => a.feedId === feed.id)?.kind).toBe('failing');
    feeds.serve(path, { body: airbnbFeed([]) });
    await syncNow(feed);
    expect(await roomAlerts(room.id)).toEqual([]);
  });

  it('a feed with no good sync for 3 intervals is stale: warned and emailed once, cleared when it syncs', async () => {
    const room = await createRoom(db, { name: 'Lagoon Room' });
    const { feed } = await importFeed(room.id, airbnbFeed([]));
    sentMail.length = 0;
    // its last good sync 46 minutes ago (3 × 15 minutes is the limit), and not due (a fetch that never ended)
    await db
      .update(calendarFeeds)
      .set({
        lastSuccessAt: new Date(NOW.getTime() - 46 * 60_000),
        nextSyncAt: new Date(NOW.getTime() + 3_600_000),
      })
      .where(eq(calendarFeeds.id, feed.id));
    expect(await roomAlerts(room.id)).toMatchObject([{ kind: 'stale', lastError: null }]);
    const listed = await expectAnswer<CalendarFeedDto[]>(
      call('GET', `/api/admin/rooms/${room.id}/calendar-feeds`, cookies.admin),
      200,
    );
    expect(listed[0]?.status).toBe('stale');

    await syncDue();
    await syncDue();
    const mails = mailsAbout('Lagoon Room');
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);
    expect(mails[0]?.subject).toBe('Calendar not syncing: Airbnb (Lagoon Room)');

    // 45 minutes is not yet stale
    await db
      .update(calendarFeeds)
      .set({ lastSuccessAt: new Date(NOW.getTime() - 45 * 60_000) })
      .where(eq(calendarFeeds.id, feed.id));
    expect(await roomAlerts(room.id)).toEqual([]);

    await syncNow(feed);
    expect((await feedAlerts()).some((a) => a.feedId === feed.id)).toBe(false);
  });
});

describe('a feed that fails', () => {
  it('keeps the last good blocks, shows the error and the last success, and backs off', async () => {
    const room = await createRoom(db);
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-07-01', checkout: '2026-07-03' }]),
    );
    feeds.serve(path, { status: 500, body: 'oops' });
    const failing = await syncNow(feed);
    expect(failing).toMatchObject({
      status: 'failing',
      lastError: 'The feed answered HTTP 500',
      lastSuccessAt: feed.lastSuccessAt,
      blocks: 1,
    });
    expect(failing.nextSyncAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    feeds.serve(path, { body: 'this is not a calendar' });
    const again = await syncNow(feed);
    expect(again.status).toBe('failing');
    expect(again.lastError).not.toBe('The feed answered HTTP 500');
    expect(again.nextSyncAt).toBe(new Date(NOW.getTime() + 2 * 60_000).toISOString());
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(row?.failureCount).toBe(2);
    expect(await blocksOf(room.id)).toHaveLength(1);

    feeds.serve(path, { body: airbnbFeed([{ checkin: '2026-07-01', checkout: '2026-07-03' }]) });
    expect(await syncNow(feed)).toMatchObject({ status: 'ok', lastError: null, blocks: 1 });
  });

  it('gives up on a slow feed and an oversized one (small limits)', async () => {
    const room = await createRoom(db);
    const { feed, path } = await importFeed(room.id, airbnbFeed([]));
    feeds.serve(path, { body: airbnbFeed([]), delayMs: 1000 });
    expect(await syncFeed(app, feed.id, { force: true, limits: { timeoutMs: 200 } })).toEqual({
      result: 'failed',
      message: 'The feed did not answer within 0.2 seconds',
    });
    feeds.serve(path, { streamBytes: 64 * 1024 });
    const outcome = await syncFeed(app, feed.id, { force: true, limits: { maxBytes: 4 * 1024 } });
    expect(outcome).toEqual({ result: 'failed', message: 'The feed is larger than 4 KB' });
  });

  it('one bad feed does not stop the others', async () => {
    const room = await createRoom(db);
    const bad = await importFeed(room.id, airbnbFeed([]));
    const good = await importFeed(room.id, bookingComFeed([]), 'booking_com');
    feeds.serve(bad.path, { status: 404 });
    feeds.serve(good.path, { body: bookingComFeed([{ checkin: '2026-10-01', checkout: '2026-10-02' }]) });
    await db.update(calendarFeeds).set({ nextSyncAt: new Date(NOW.getTime() - 1000) });
    await syncDue();
    const list = await expectAnswer<CalendarFeedDto[]>(
      call('GET', `/api/admin/rooms/${room.id}/calendar-feeds`, cookies.admin),
      200,
    );
    expect(list.map((f) => [f.channel, f.status, f.blocks])).toEqual([
      ['airbnb', 'failing', 0],
      ['booking_com', 'ok', 1],
    ]);
  });
});

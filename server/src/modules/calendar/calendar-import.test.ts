// Importing a channel's feed through the API: its events block nights like bookings, moves and removals
// follow the feed, impossible events are refused, the job syncs due feeds, private addresses are refused.

import type { CalendarFeedDto } from '@domain/api-types';
import { REFUSED_EVENT_MSG } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { callerOf, expectAnswer, postBooking } from '../../test/http';
import { createTestApp, testConfig, testDbKind } from '../../test/test-app';
import { NOW, setUpCalendarSync } from './calendar-sync.fixtures';
import { syncDueFeeds } from './sync-feed';
import { airbnbFeed } from './test-feeds';

const {
  app,
  db,
  databaseUrl,
  call,
  feeds,
  cookies,
  guestId,
  setClock,
  importFeed,
  syncNow,
  blocksOf,
  searchFinds,
} = await setUpCalendarSync();

describe('importing a feed', () => {
  it('blocks its nights for search, guest bookings, walk-ins and extended stays', async () => {
    const room = await createRoom(db);
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-07-01', checkout: '2026-07-04' }]),
    );
    expect(feed).toMatchObject({ status: 'ok', blocks: 1, conflicts: 0, lastError: null, channel: 'airbnb' });
    expect(await blocksOf(room.id)).toEqual([
      { checkin: '2026-07-01', checkout: '2026-07-04', channel: 'airbnb' },
    ]);

    expect(await searchFinds(room.id, '2026-07-03', '2026-07-05')).toBe(false);
    expect(await searchFinds(room.id, '2026-07-04', '2026-07-06')).toBe(true);
    const booking = await postBooking(app, cookies.guest, {
      roomId: room.id,
      checkin: '2026-07-03',
      checkout: '2026-07-05',
    });
    expect(booking.statusCode, booking.body).toBe(409);

    const walkIn = await call('POST', '/api/receptionist/book-for-customer', cookies.desk, {
      customerId: guestId,
      roomId: room.id,
      checkin: '2026-06-30',
      checkout: '2026-07-02',
      totalAmount: '9000.00',
      paymentMethod: 'cash',
      transactionId: 'OR-1',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(409);

    const stay = await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-06-28',
      checkout: '2026-07-01',
      status: 'confirmed',
    });
    const extend = await call('PATCH', `/api/receptionist/reservations/${stay.id}/extend`, cookies.desk, {
      newCheckout: '2026-07-02',
    });
    expect(extend.statusCode, extend.body).toBe(409);
  });

  it('moves a block whose dates changed and releases the nights of an event gone from the feed', async () => {
    const room = await createRoom(db);
    const uid = 'abc123-moved@airbnb.com';
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([
        { uid, checkin: '2026-07-10', checkout: '2026-07-12' },
        { uid: 'gone@airbnb.com', checkin: '2026-07-20', checkout: '2026-07-22' },
      ]),
    );
    expect(feed.blocks).toBe(2);

    feeds.serve(path, { body: airbnbFeed([{ uid, checkin: '2026-07-11', checkout: '2026-07-14' }]) });
    expect(await syncNow(feed)).toMatchObject({ status: 'ok', blocks: 1 });
    expect(await blocksOf(room.id)).toEqual([
      { checkin: '2026-07-11', checkout: '2026-07-14', channel: 'airbnb' },
    ]);
    expect(await searchFinds(room.id, '2026-07-20', '2026-07-22')).toBe(true);
    expect(await searchFinds(room.id, '2026-07-10', '2026-07-11')).toBe(true);

    feeds.serve(path, { body: airbnbFeed([]) });
    expect(await syncNow(feed)).toMatchObject({ status: 'ok', blocks: 0 });
    expect(await searchFinds(room.id, '2026-07-11', '2026-07-14')).toBe(true);
  });

  it('skips the echo of our own export', async () => {
    const room = await createRoom(db);
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([
        {
          uid: '5b1c9a0e-1111-4c7e-9b1a-000000000001@resort-website',
          checkin: '2026-07-01',
          checkout: '2026-07-02',
        },
      ]),
    );
    expect(feed.blocks).toBe(0);
  });
});

describe('an event with impossible dates', () => {
  it('is refused with its reason, the rest of the feed syncs, and the room is not blocked for months', async () => {
    const room = await createRoom(db);
    const good = airbnbFeed([{ uid: 'good@airbnb.com', checkin: '2026-07-20', checkout: '2026-07-22' }]);
    const bad = [
      'BEGIN:VEVENT',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:2026-13-45',
      'DTEND;VALUE=DATE:20261299',
      'SUMMARY:Reserved',
      'UID:impossible@airbnb.com',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260801',
      'DTEND;VALUE=DATE:20261201',
      'SUMMARY:Airbnb (Not available)',
      'UID:too-long@airbnb.com',
      'END:VEVENT',
    ].join('\r\n');
    const { feed, path } = await importFeed(
      room.id,
      good.replace('END:VCALENDAR', `${bad}\r\nEND:VCALENDAR`),
    );
    expect(feed).toMatchObject({ status: 'ok', blocks: 1, lastError: null });
    expect(feed.refusedEvents).toEqual([
      {
        uid: 'impossible@airbnb.com',
        summary: 'Reserved',
        checkin: null,
        reason: REFUSED_EVENT_MSG.badStart,
      },
      {
        uid: 'too-long@airbnb.com',
        summary: 'Airbnb (Not available)',
        checkin: '2026-08-01',
        reason: REFUSED_EVENT_MSG.tooLong(122),
      },
    ]);
    expect(await blocksOf(room.id)).toEqual([
      { checkin: '2026-07-20', checkout: '2026-07-22', channel: 'airbnb' },
    ]);
    expect(await searchFinds(room.id, '2026-09-01', '2026-09-03')).toBe(true);
    expect(await searchFinds(room.id, '2026-12-20', '2026-12-22')).toBe(true);

    // an event that was fine and now reads wrong keeps its nights (never released silently)
    feeds.serve(path, {
      body: good.replace('DTSTART;VALUE=DATE:20260720', 'DTSTART;VALUE=DATE:20260799'),
    });
    const again = await syncNow(feed);
    expect(again).toMatchObject({ status: 'ok', blocks: 1 });
    expect(again.refusedEvents.map((event) => event.uid)).toEqual(['good@airbnb.com']);
    expect(await blocksOf(room.id)).toHaveLength(1);

    feeds.serve(path, { body: good });
    expect((await syncNow(feed)).refusedEvents).toEqual([]);
  });
});

describe('the calendar-sync job', () => {
  it('fetches the feeds that are due, once per interval', async () => {
    const room = await createRoom(db);
    const { feed, path } = await importFeed(room.id, airbnbFeed([]));
    expect(feeds.requests(path)).toBe(1);
    await app.jobs.runDue();
    expect(feeds.requests(path)).toBe(1); // not due for 15 minutes
    try {
      setClock(new Date(NOW.getTime() + 15 * 60_000));
      await app.jobs.runDue();
      expect(feeds.requests(path)).toBe(2);
      await app.jobs.runDue();
      expect(feeds.requests(path)).toBe(2);
    } finally {
      setClock(NOW);
    }
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(row?.nextSyncAt.toISOString()).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
  });

  it('tells every instance that searches changed once it applied a feed, with no request in between', async () => {
    const room = await createRoom(db);
    const { path } = await importFeed(room.id, airbnbFeed([]));
    let changes = 0;
    app.deps.changes.onReadsChanged(() => changes++);
    feeds.serve(path, { body: airbnbFeed([{ checkin: '2026-08-01', checkout: '2026-08-04' }]) });
    try {
      setClock(new Date(NOW.getTime() + 15 * 60_000));
      await syncDueFeeds(app); // the job's run
    } finally {
      setClock(NOW);
    }
    expect(await blocksOf(room.id)).toHaveLength(1);
    expect(changes).toBeGreaterThan(0);
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'two instances on one PostgreSQL database fetch a due feed once',
    async () => {
      const room = await createRoom(db);
      const { path } = await importFeed(room.id, airbnbFeed([]));
      await db.update(calendarFeeds).set({ nextSyncAt: new Date(NOW.getTime() - 1000) });
      const second = await openDatabase({ databaseUrl });
      const other = await buildApp({
        config: testConfig(),
        db: second.db,
        mailer: createMailer({ from: 'test@example.com', print: () => {} }),
        now: () => NOW,
      });
      try {
        await Promise.all([syncDueFeeds(app), syncDueFeeds(other), syncDueFeeds(app), syncDueFeeds(other)]);
        expect(feeds.requests(path)).toBe(2); // the import's fetch, then one
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});

describe('private addresses', () => {
  it('are refused unless CALENDAR_ALLOW_PRIVATE_FEEDS', async () => {
    const strict = await createTestApp({ now: () => NOW, config: { allowPrivateFeeds: false } });
    const admin = await createSignedInUser(strict.app, { role: 'admin' });
    const room = await createRoom(strict.db);
    feeds.serve('/private.ics', { body: airbnbFeed([]) });
    const feed = await expectAnswer<CalendarFeedDto>(
      callerOf(strict.app)('POST', `/api/admin/rooms/${room.id}/calendar-feeds`, admin.cookie, {
        channel: 'other',
        url: feeds.url('/private.ics'),
      }),
      201,
    );
    expect(feed).toMatchObject({
      status: 'failing',
      lastError: "The feed's address is on a private network",
    });
    expect(feeds.requests('/private.ics')).toBe(0);
  });
});

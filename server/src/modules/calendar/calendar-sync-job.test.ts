// The conflict email's reservation link, events with impossible dates, the calendar-sync job (once per
// interval, on every instance) and private feed addresses.
import type { CalendarFeedDto } from '@domain/api-types';
import { REFUSED_EVENT_MSG } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { calendarSyncApp, NOW } from '../../test/calendar-sync-app';
import { createRoom, createSignedInUser } from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp, testConfig, testDbKind } from '../../test/test-app';
import { syncDueFeeds } from './sync-feed';
import { airbnbFeed } from './test-feeds';

const {
  app,
  db,
  sentMail,
  databaseUrl,
  feeds,
  setClock,
  importFeed,
  syncNow,
  blocksOf,
  openConflicts,
  roomBookedFor,
  searchFinds,
} = await calendarSyncApp();

describe('the conflict email', () => {
  it('carries the Airbnb reservation link from DESCRIPTION', async () => {
    const { room } = await roomBookedFor('2026-09-01', '2026-09-03', { name: 'Palm Suite' });
    sentMail.length = 0;
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-09-02', checkout: '2026-09-04' }]),
    );
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict?.reservationUrl).toMatch(
      /^https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM[0-9A-F]{8}$/,
    );
    const mail = sentMail.find((m) => m.subject.startsWith('Calendar conflict'));
    expect(mail?.text).toContain(`Reservation on Airbnb: ${conflict?.reservationUrl}`);
    expect(mail?.html).toContain(conflict?.reservationUrl);
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

// A feed cannot freeze the site: it is read on a thread of its own within work, time and memory limits
// (past them the feed fails as "too complex" and keeps its last good blocks), the site's requests keep
// answering while a sync runs (measured through the app listening on a port), and a feed read as last
// time writes nothing.
import type { CalendarFeedDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { startFeedServer } from '../../test/feed-server';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { FEED_PARSE_MESSAGES } from './feed-limits';
import { FEED_THREAD_LIMITS, FEED_THREAD_MESSAGES, readFeed } from './read-feed';

// The resort's clock: noon of 2026-06-10 in Manila.
const NOW = new Date('2026-06-10T04:00:00Z');
const { app, db } = await createTestApp({ now: () => NOW });
const call = callerOf(app);
const feeds = await startFeedServer();
afterAll(() => feeds.close());
let base = '';
let admin = '';
let guestId = '';
beforeAll(async () => {
  admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
  guestId = (await createSignedInUser(app)).user.id;
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // the first request of the file loads fetch's own code: not the site's latency
  await fetch(`${base}/api/health`);
});

/** What the site promises while a sync runs: every request that needs no database answered within this. */
const HEALTH_BOUND_MS = 200;
/**
 * A request that asks the database (/api/ready) waits at most for one batch of the sync's writes: one
 * transaction over the feed kept it waiting over a second for 150 blocks (and minutes for thousands).
 */
const DATABASE_BOUND_MS = 500;

/** Asks `url` every 20 ms while `running()`; the slowest answer in milliseconds, and how many answered. */
const probe = async (url: string, running: () => boolean) => {
  let slowest = 0;
  let answered = 0;
  while (running()) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { slowest, answered };
};

/** Probes /api/health and /api/ready while `work` runs. */
const slowestAnswersDuring = async <T>(work: () => Promise<T>) => {
  let done = false;
  const running = () => !done;
  const probes = Promise.all([probe('/api/health', running), probe('/api/ready', running)]);
  const result = await work().finally(() => {
    done = true;
  });
  const [health, ready] = await probes;
  return { result, health, ready };
};

let paths = 0;
const importFeed = async (roomId: string, body: string) => {
  const path = `/feed-${++paths}.ics`;
  feeds.serve(path, { body });
  const feed = await expectAnswer<CalendarFeedDto>(
    call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, admin, {
      channel: 'booking_com',
      url: feeds.url(path),
    }),
    201,
  );
  return { feed, path };
};

const syncNow = (feed: CalendarFeedDto) =>
  expectAnswer<CalendarFeedDto>(
    call('POST', `/api/admin/rooms/${feed.roomId}/calendar-feeds/${feed.id}/sync`, admin),
    200,
  );

const day = (offset: number) => new Date(Date.UTC(2026, 5, 10 + offset)).toISOString().slice(0, 10);
const icsDay = (isoDay: string) => isoDay.replaceAll('-', '');

/**
 * A Booking.com-like feed of `count` back-to-back two-night stays ending `inWindow` stays after today:
 * years of history, as a long-listed room's export holds. ~125 bytes a stay.
 */
const bigFeed = (count: number, inWindow: number) => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booking.com//Booking.com Calendar//EN'];
  for (let i = 0; i < count; i++) {
    const checkin = 2 * (i - (count - inWindow));
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i}@booking.com`,
      `DTSTART;VALUE=DATE:${icsDay(day(checkin))}`,
      `DTEND;VALUE=DATE:${icsDay(day(checkin + 2))}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    );
  }
  return `${[...lines, 'END:VCALENDAR'].join('\r\n')}\r\n`;
};

/** 600 bytes: one event in a zone whose rule changes its offset every minute (or second) from 2026. */
const runawayZoneFeed = (freq: string, zones = 1) => {
  const zone = (n: number) => [
    'BEGIN:VTIMEZONE',
    `TZID:Resort-${n}`,
    'BEGIN:STANDARD',
    'DTSTART:20260101T000000',
    `RRULE:FREQ=${freq}`,
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example//Runaway zone//EN',
    ...Array.from({ length: zones }, (_, n) => zone(n)).flat(),
    'BEGIN:VEVENT',
    'UID:stay-1@example.com',
    'DTSTART;TZID=Resort-0:20260701T150000',
    'DTEND;TZID=Resort-0:20260703T110000',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
};

describe('a time zone that would expand without end', () => {
  it.each(['MINUTELY', 'SECONDLY'])(
    'FREQ=%s fails the feed as too complex, keeps its blocks, and /api/health answers meanwhile',
    async (freq) => {
      const room = await createRoom(db);
      const { feed, path } = await importFeed(room.id, bigFeed(1, 1));
      expect(feed).toMatchObject({ status: 'ok', blocks: 1 });
      const body = runawayZoneFeed(freq);
      expect(body.length).toBeLessThan(600);
      feeds.serve(path, { body });
      const { result, health } = await slowestAnswersDuring(() => syncNow(feed));
      expect(result).toMatchObject({
        status: 'failing',
        lastError: FEED_PARSE_MESSAGES.zoneTooComplex,
        blocks: 1,
      });
      expect(result.lastError).toMatch(/too complex/);
      expect(health.slowest).toBeLessThan(HEALTH_BOUND_MS);
    },
    60_000,
  );

  it('a weekly rule in 3,000 zones: too many time zones', async () => {
    const room = await createRoom(db);
    const { feed } = await importFeed(room.id, runawayZoneFeed('WEEKLY', 3_000));
    expect(feed).toMatchObject({ status: 'failing', lastError: FEED_PARSE_MESSAGES.tooManyZones });
  }, 60_000);
});

describe('a big feed', () => {
  it('imports 15,000 events (2 MB) with /api/health answering meanwhile; read again, it writes nothing', async () => {
    const room = await createRoom(db);
    // two of the stays overlap a booking of ours: open conflicts, which a sync used to write again each time
    await createReservationRow(db, { userId: guestId, roomId: room.id, checkin: day(3), checkout: day(6) });
    const body = bigFeed(15_000, 150);
    expect(body.length).toBeGreaterThan(1_800_000);
    expect(body.length).toBeLessThan(2 * 1024 * 1024);

    const { result, health, ready } = await slowestAnswersDuring(() => importFeed(room.id, body));
    const { feed } = result;
    // 151 stays reach into the window (the one of the two nights before today holds last night); two
    // of them overlap our booking
    expect(feed).toMatchObject({ status: 'ok', lastError: null, blocks: 149, conflicts: 2 });
    expect(Math.min(health.answered, ready.answered)).toBeGreaterThan(0);
    expect(health.slowest).toBeLessThan(HEALTH_BOUND_MS);
    expect(ready.slowest).toBeLessThan(DATABASE_BOUND_MS);

    const blocks = () =>
      db
        .select({
          id: calendarBlocks.id,
          updatedAt: calendarBlocks.updatedAt,
          held: calendarBlocks.heldNights,
        })
        .from(calendarBlocks)
        .where(eq(calendarBlocks.feedId, feed.id))
        .orderBy(calendarBlocks.id);
    const before = await blocks();
    const again = await slowestAnswersDuring(() => syncNow(feed));
    expect(again.result).toMatchObject({ status: 'ok', blocks: 149, conflicts: 2 });
    expect(again.health.slowest).toBeLessThan(HEALTH_BOUND_MS);
    expect(again.ready.slowest).toBeLessThan(DATABASE_BOUND_MS);
    expect(await blocks()).toEqual(before);
  }, 300_000);
});

describe('the reading thread', () => {
  const window = { resortTz: 'Asia/Manila', from: day(-1), to: day(400) };

  it('reads a feed and hashes what it read: the same text, the same hash', async () => {
    const body = bigFeed(3, 3);
    const first = await readFeed(body, window);
    expect(first.read.events.map((event) => event.uid)).toEqual([
      '0@booking.com',
      '1@booking.com',
      '2@booking.com',
    ]);
    expect((await readFeed(body, window)).hash).toBe(first.hash);
    expect((await readFeed(bigFeed(2, 2), window)).hash).not.toBe(first.hash);
  }, 60_000);

  it('ends a read past its time limit, and one past its memory limit', async () => {
    const body = bigFeed(15_000, 150);
    await expect(readFeed(body, window, { ...FEED_THREAD_LIMITS, timeoutMs: 1 })).rejects.toThrow(
      FEED_THREAD_MESSAGES.tooSlow(1),
    );
    await expect(readFeed(body, window, { ...FEED_THREAD_LIMITS, maxHeapMb: 16 })).rejects.toThrow(
      FEED_THREAD_MESSAGES.tooBig(16),
    );
  }, 60_000);
});

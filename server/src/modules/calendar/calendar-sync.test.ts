// Calendar import through the API, against a local feed server serving Airbnb- and
// Booking.com-shaped feeds: blocks hold nights like bookings, moves and removals follow the feed, conflicts
// are kept with both sides until staff resolve them, a failing feed keeps its blocks and backs off.
import type {
  CalendarBlockDto,
  CalendarConflictDto,
  CalendarFeedAlertDto,
  CalendarFeedDto,
  RoomDto,
} from '@domain/api-types';
import { CALENDAR_MSG, REFUSED_EVENT_MSG } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { calendarFeeds, reservations } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  storedReservations,
} from '../../test/factories';
import { startFeedServer } from '../../test/feed-server';
import { callerOf, expectAnswer, postBooking } from '../../test/http';
import { createTestApp, testConfig, testDbKind } from '../../test/test-app';
import { syncDueFeeds, syncFeed } from './sync-feed';
import { airbnbFeed, bookingComFeed } from './test-feeds';

// The resort's clock: noon of 2026-06-10 in Manila.
const NOW = new Date('2026-06-10T04:00:00Z');
let clock = NOW;
const { app, db, sentMail, databaseUrl } = await createTestApp({ now: () => clock });
const { rowOf, eventsOf } = storedReservations(db);
const call = callerOf(app);
const feeds = await startFeedServer();
afterAll(() => feeds.close());

const cookies = { admin: '', desk: '', guest: '' };
let guestId = '';
beforeAll(async () => {
  cookies.admin = (
    await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Admin' })
  ).cookie;
  cookies.desk = (
    await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' })
  ).cookie;
  const guest = await createSignedInUser(app, { firstName: 'Lina', lastName: 'Santos' });
  cookies.guest = guest.cookie;
  guestId = guest.user.id;
});

let paths = 0;
/** Serves `body` at a new path and imports it into the room as `channel`; the feed as the POST answers it. */
const importFeed = async (roomId: string, body: string, channel = 'airbnb') => {
  const path = `/feed-${++paths}.ics`;
  feeds.serve(path, { body });
  const feed = await expectAnswer<CalendarFeedDto>(
    call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
      channel,
      url: feeds.url(path),
    }),
    201,
  );
  // the staff's alerts are sent by the job runner
  await app.jobs.runDue();
  return { feed, path };
};

const syncNow = async (feed: CalendarFeedDto) => {
  const synced = await expectAnswer<CalendarFeedDto>(
    call('POST', `/api/admin/rooms/${feed.roomId}/calendar-feeds/${feed.id}/sync`, cookies.admin),
    200,
  );
  await app.jobs.runDue();
  return synced;
};

/** The job's run, then the job runner that sends the alerts it queued. */
const syncDue = async () => {
  await syncDueFeeds(app);
  await app.jobs.runDue();
};

const blocksOf = async (roomId: string) =>
  (
    await expectAnswer<CalendarBlockDto[]>(
      call('GET', '/api/receptionist/calendar-blocks', cookies.desk),
      200,
    )
  )
    .filter((block) => block.roomId === roomId)
    .map(({ checkin, checkout, channel }) => ({ checkin, checkout, channel }));

const openConflicts = () =>
  expectAnswer<CalendarConflictDto[]>(call('GET', '/api/receptionist/calendar-conflicts', cookies.desk), 200);

/** POST …/resolve for a conflict, as the desk unless told. */
const resolveConflict = (
  id: string | undefined,
  body: { action: 'mark_handled' | 'cancel_ours'; note?: string; reservationIds?: string[] },
  cookie = cookies.desk,
) => call('POST', `/api/receptionist/calendar-conflicts/${id}/resolve`, cookie, body);

/** A new room with one booking of ours (pending unless told) on [checkin, checkout). */
const roomBookedFor = async (
  checkin: string,
  checkout: string,
  options: { status?: 'pending' | 'confirmed'; name?: string } = {},
) => {
  const room = await createRoom(db, options.name ? { name: options.name } : {});
  const ours = await createReservationRow(db, {
    userId: guestId,
    roomId: room.id,
    checkin,
    checkout,
    ...(options.status ? { status: options.status } : {}),
  });
  return { room, ours };
};

const searchFinds = async (roomId: string, checkin: string, checkout: string) =>
  (
    await expectAnswer<RoomDto[]>(call('GET', `/api/rooms?checkin=${checkin}&checkout=${checkout}`), 200)
  ).some((room) => room.id === roomId);

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

describe('conflicts', () => {
  it('keeps an event over a booking as a conflict with both sides, emails the staff, and marks it handled', async () => {
    const { room, ours } = await roomBookedFor('2026-08-01', '2026-08-03', { name: 'Sea View Suite' });
    sentMail.length = 0;
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-08-02', checkout: '2026-08-05' }]),
    );
    expect(feed).toMatchObject({ status: 'ok', blocks: 0, conflicts: 1 });
    // the booking keeps its nights; the event holds the ones nothing else holds (sold on Airbnb)
    expect(await searchFinds(room.id, '2026-08-03', '2026-08-05')).toBe(false);

    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict).toMatchObject({
      state: 'conflict',
      channel: 'airbnb',
      roomName: 'Sea View Suite',
      checkin: '2026-08-02',
      checkout: '2026-08-05',
      removedFromFeed: false,
      resolution: null,
      overlaps: {
        kind: 'reservation',
        reservationId: ours.id,
        referenceCode: ours.referenceCode,
        guestName: 'Lina Santos',
        checkin: '2026-08-01',
        checkout: '2026-08-03',
      },
      heldNights: [{ checkin: '2026-08-03', checkout: '2026-08-05' }],
    });
    expect(conflict?.overlapping).toEqual([conflict?.overlaps]);
    const mail = sentMail.find((m) => m.subject.startsWith('Calendar conflict'));
    expect(mail?.subject).toBe(
      `Calendar conflict: Airbnb booking overlaps ${ours.referenceCode} (Sea View Suite)`,
    );
    expect(mail?.text).toContain('Lina Santos');

    // still listed after another sync: nothing changed
    await syncNow(feed);
    expect((await openConflicts()).some((c) => c.id === conflict?.id)).toBe(true);

    const resolved = await expectAnswer<CalendarConflictDto>(
      resolveConflict(conflict?.id, { action: 'mark_handled', note: 'Guest moved on Airbnb' }),
      200,
    );
    expect(resolved).toMatchObject({
      state: 'handled',
      resolution: 'marked_handled',
      resolvedBy: 'Rosa Desk',
      resolutionNote: 'Guest moved on Airbnb',
    });
    expect(resolved.resolvedAt).toBe(NOW.toISOString());
    expect(resolved).toMatchObject({ heldNights: [], overlapping: [] });
    expect(await searchFinds(room.id, '2026-08-03', '2026-08-05')).toBe(true);
    expect((await openConflicts()).some((c) => c.id === conflict?.id)).toBe(false);
    const all = await expectAnswer<CalendarConflictDto[]>(
      call('GET', '/api/receptionist/calendar-conflicts?state=all', cookies.desk),
      200,
    );
    expect(all.find((c) => c.id === conflict?.id)?.resolution).toBe('marked_handled');

    const again = await resolveConflict(conflict?.id, { action: 'mark_handled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CALENDAR_MSG.conflictResolved);
  });

  it('cancel_ours cancels our booking (history names the channel, guest emailed) and the event takes the nights', async () => {
    const { room, ours } = await roomBookedFor('2026-08-10', '2026-08-12', { status: 'confirmed' });
    const { feed } = await importFeed(
      room.id,
      bookingComFeed([{ checkin: '2026-08-11', checkout: '2026-08-13' }]),
      'booking_com',
    );
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    sentMail.length = 0;
    const resolved = await expectAnswer<CalendarConflictDto>(
      resolveConflict(conflict?.id, { action: 'cancel_ours' }, cookies.admin),
      200,
    );
    expect(resolved).toMatchObject({
      state: 'active',
      resolution: 'cancelled_ours',
      resolvedBy: 'Ana Admin',
    });
    const row = await rowOf(ours.id);
    expect(row?.status).toBe('cancelled');
    const history = await eventsOf(ours.id);
    expect(history.at(-1)?.note).toContain('Booking.com');
    await app.jobs.runDue(); // the guest's email is sent after the answer
    expect(sentMail.some((m) => m.subject.includes(ours.referenceCode))).toBe(true);
    expect(await blocksOf(room.id)).toEqual([
      { checkin: '2026-08-11', checkout: '2026-08-13', channel: 'booking_com' },
    ]);
  });

  it('an event over another feed’s block is a conflict with that block; cancel_ours is refused, mark_handled works', async () => {
    const room = await createRoom(db);
    await importFeed(
      room.id,
      bookingComFeed([{ checkin: '2026-09-01', checkout: '2026-09-05' }]),
      'booking_com',
    );
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([{ uid: 'late@airbnb.com', checkin: '2026-09-03', checkout: '2026-09-06' }]),
    );
    expect(feed).toMatchObject({ blocks: 0, conflicts: 1 });
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict?.overlaps).toMatchObject({
      kind: 'block',
      channel: 'booking_com',
      checkin: '2026-09-01',
    });

    const refused = await resolveConflict(conflict?.id, { action: 'cancel_ours' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CALENDAR_MSG.notOurBooking);

    // gone from the feed: still listed (marked), until someone resolves it
    feeds.serve(path, { body: airbnbFeed([]) });
    await syncNow(feed);
    const waiting = (await openConflicts()).find((c) => c.id === conflict?.id);
    expect(waiting?.removedFromFeed).toBe(true);
    await expectAnswer(resolveConflict(conflict?.id, { action: 'mark_handled' }), 200);
  });
});

describe('a conflict stays until a person resolves it', () => {
  it('whose nights came free: it takes them at the next sync and is still listed until marked handled', async () => {
    const { room, ours } = await roomBookedFor('2026-09-01', '2026-09-03');
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([{ uid: 'moving@airbnb.com', checkin: '2026-09-02', checkout: '2026-09-04' }]),
    );
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict?.state).toBe('conflict');

    // our guest cancels elsewhere: the channel's event takes the nights, and staff still see the conflict
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, ours.id));
    sentMail.length = 0;
    expect(await syncNow(feed)).toMatchObject({ blocks: 1, conflicts: 1 });
    expect(sentMail.some((m) => m.subject.startsWith('Calendar conflict'))).toBe(false);
    expect(await searchFinds(room.id, '2026-09-02', '2026-09-04')).toBe(false);
    const still = (await openConflicts()).find((c) => c.id === conflict?.id);
    expect(still).toMatchObject({ state: 'active', overlaps: null, resolution: null });

    // the channel then moves it: still the same open conflict, on its new nights
    feeds.serve(path, {
      body: airbnbFeed([{ uid: 'moving@airbnb.com', checkin: '2026-09-10', checkout: '2026-09-12' }]),
    });
    await syncNow(feed);
    expect((await openConflicts()).find((c) => c.id === conflict?.id)).toMatchObject({
      state: 'active',
      checkin: '2026-09-10',
    });

    const handled = await resolveConflict(conflict?.id, { action: 'mark_handled' });
    expect(handled.statusCode, handled.body).toBe(200);
    // acknowledged, and it keeps holding the channel's nights
    expect(handled.json()).toMatchObject({ state: 'active', resolution: 'marked_handled' });
    expect((await openConflicts()).some((c) => c.id === conflict?.id)).toBe(false);
    expect(await searchFinds(room.id, '2026-09-10', '2026-09-12')).toBe(false);
  });

  it('whose event left the feed: still listed as removed, and its feed cannot be removed until it is resolved', async () => {
    const { room } = await roomBookedFor('2026-09-20', '2026-09-22');
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([{ uid: 'gone@airbnb.com', checkin: '2026-09-21', checkout: '2026-09-23' }]),
    );
    feeds.serve(path, { body: airbnbFeed([]) });
    await syncNow(feed);
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict).toMatchObject({ state: 'conflict', removedFromFeed: true });

    const removal = await call(
      'DELETE',
      `/api/admin/rooms/${room.id}/calendar-feeds/${feed.id}`,
      cookies.admin,
    );
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(CALENDAR_MSG.feedHasConflicts);

    expect((await resolveConflict(conflict?.id, { action: 'mark_handled' })).statusCode).toBe(200);
    const removed = await call(
      'DELETE',
      `/api/admin/rooms/${room.id}/calendar-feeds/${feed.id}`,
      cookies.admin,
    );
    expect(removed.statusCode).toBe(204);
  });
});

describe('cancel_ours when the event overlaps more than our booking', () => {
  it('is refused before anything is cancelled when another channel’s block holds some nights too', async () => {
    const { room, ours } = await roomBookedFor('2026-10-01', '2026-10-03');
    await importFeed(
      room.id,
      bookingComFeed([{ checkin: '2026-10-03', checkout: '2026-10-05' }]),
      'booking_com',
    );
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-10-02', checkout: '2026-10-04' }]),
    );
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict?.overlaps).toMatchObject({ kind: 'reservation', reservationId: ours.id });
    // the desk sees both sides before acting
    expect(conflict?.overlapping).toMatchObject([
      { kind: 'reservation', reservationId: ours.id },
      { kind: 'block', channel: 'booking_com', checkin: '2026-10-03' },
    ]);

    const answer = await resolveConflict(conflict?.id, { action: 'cancel_ours' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(CALENDAR_MSG.overlapsBlock('Booking.com'));
    expect((await rowOf(ours.id))?.status).toBe('pending');
    expect((await openConflicts()).find((c) => c.id === conflict?.id)).toMatchObject({
      state: 'conflict',
      resolution: null,
    });
  });

  it('two of our bookings: lists both, refuses when the desk confirmed only one, cancels both when it confirms both', async () => {
    const { room, ours } = await roomBookedFor('2026-10-10', '2026-10-12');
    const second = await createReservationRow(db, {
      userId: guestId,
      roomId: room.id,
      checkin: '2026-10-12',
      checkout: '2026-10-14',
    });
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ checkin: '2026-10-11', checkout: '2026-10-13' }]),
    );
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(
      conflict?.overlapping.map((o) => (o.kind === 'reservation' ? o.reservationId : o.blockId)),
    ).toEqual([ours.id, second.id]);
    expect(conflict?.heldNights).toEqual([]);

    // the dialog showed only the first (opened before the second booking was made): nothing is cancelled
    const stale = await resolveConflict(conflict?.id, {
      action: 'cancel_ours',
      reservationIds: [ours.id],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CALENDAR_MSG.conflictChanged);
    expect((await rowOf(ours.id))?.status).toBe('pending');
    expect((await rowOf(second.id))?.status).toBe('pending');

    const resolved = await expectAnswer<CalendarConflictDto>(
      resolveConflict(conflict?.id, { action: 'cancel_ours', reservationIds: [second.id, ours.id] }),
      200,
    );
    expect(resolved).toMatchObject({ state: 'active', resolution: 'cancelled_ours', overlapping: [] });
    expect((await rowOf(ours.id))?.status).toBe('cancelled');
    expect((await rowOf(second.id))?.status).toBe('cancelled');
    expect(await blocksOf(room.id)).toEqual([
      { checkin: '2026-10-11', checkout: '2026-10-13', channel: 'airbnb' },
    ]);
  });
});

describe('an open conflict holds what it can', () => {
  it('Dec 29–31 booked here, Airbnb Dec 30–Jan 1: Dec 31 cannot be sold here until the conflict frees it', async () => {
    const room = await createRoom(db, { name: 'Reef Deluxe' });
    const { cookie: guest } = await createSignedInUser(app, { firstName: 'Mara', lastName: 'Cruz' });
    const site = await postBooking(app, guest, {
      roomId: room.id,
      checkin: '2026-12-29',
      checkout: '2026-12-31',
    });
    expect(site.statusCode, site.body).toBe(201);
    sentMail.length = 0;
    const { feed } = await importFeed(
      room.id,
      airbnbFeed([{ uid: 'nye@airbnb.com', checkin: '2026-12-30', checkout: '2027-01-01' }]),
    );
    expect(feed).toMatchObject({ conflicts: 1 });
    const conflict = (await openConflicts()).find((c) => c.feedId === feed.id);
    expect(conflict).toMatchObject({
      state: 'conflict',
      heldNights: [{ checkin: '2026-12-31', checkout: '2027-01-01' }],
    });

    const newYear = { roomId: room.id, checkin: '2026-12-31', checkout: '2027-01-01' };
    const refused = await postBooking(app, guest, newYear);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/not available|already booked|taken/i);
    expect(await searchFinds(room.id, '2026-12-31', '2027-01-01')).toBe(false);
    // the other channels see the night taken too (our export)
    const adminRoom = await expectAnswer<{ calendarExportUrl: string }>(
      call('GET', `/api/admin/rooms/${room.id}`, cookies.admin),
      200,
    );
    const ics = await call(
      'GET',
      new URL(adminRoom.calendarExportUrl).pathname + new URL(adminRoom.calendarExportUrl).search,
    );
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20261231');

    // another sync keeps holding it (the conflict lets go and takes it again in one transaction)
    await syncNow(feed);
    expect((await postBooking(app, guest, newYear)).statusCode).toBe(409);

    // the desk settles it with Airbnb: the night is ours to sell again
    await expectAnswer(
      resolveConflict(conflict?.id, { action: 'mark_handled', note: 'Airbnb moved them' }),
      200,
    );
    const booked = await postBooking(app, guest, newYear);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('the channel moving its event elsewhere makes the conflict hold the new free nights', async () => {
    const { room } = await roomBookedFor('2026-11-01', '2026-11-03');
    const uid = 'moving@airbnb.com';
    const { feed, path } = await importFeed(
      room.id,
      airbnbFeed([{ uid, checkin: '2026-11-02', checkout: '2026-11-04' }]),
    );
    expect((await openConflicts()).find((c) => c.feedId === feed.id)?.heldNights).toEqual([
      { checkin: '2026-11-03', checkout: '2026-11-04' },
    ]);
    feeds.serve(path, { body: airbnbFeed([{ uid, checkin: '2026-11-01', checkout: '2026-11-06' }]) });
    await syncNow(feed);
    expect((await openConflicts()).find((c) => c.feedId === feed.id)?.heldNights).toEqual([
      { checkin: '2026-11-03', checkout: '2026-11-06' },
    ]);
    // gone from the feed: the nights go back, the record waits for staff
    feeds.serve(path, { body: airbnbFeed([]) });
    await syncNow(feed);
    expect((await openConflicts()).find((c) => c.feedId === feed.id)).toMatchObject({
      removedFromFeed: true,
      heldNights: [],
    });
    expect(await searchFinds(room.id, '2026-11-03', '2026-11-06')).toBe(true);
  });
});

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
    clock = new Date(NOW.getTime() + 20 * 60_000);
    await syncDue();
    clock = NOW;
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

describe('the calendar-sync job', () => {
  it('fetches the feeds that are due, once per interval', async () => {
    const room = await createRoom(db);
    const { feed, path } = await importFeed(room.id, airbnbFeed([]));
    expect(feeds.requests(path)).toBe(1);
    await app.jobs.runDue();
    expect(feeds.requests(path)).toBe(1); // not due for 15 minutes
    try {
      clock = new Date(NOW.getTime() + 15 * 60_000);
      await app.jobs.runDue();
      expect(feeds.requests(path)).toBe(2);
      await app.jobs.runDue();
      expect(feeds.requests(path)).toBe(2);
    } finally {
      clock = NOW;
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
      clock = new Date(NOW.getTime() + 15 * 60_000);
      await syncDueFeeds(app); // the job's run
    } finally {
      clock = NOW;
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

// Calendar import through the API, against a local feed server serving Airbnb- and
// Booking.com-shaped feeds: blocks hold nights like bookings, moves and removals follow the feed, and
// conflicts are kept with both sides (the staff emailed) until staff resolve them. Conflicts that stay and
// hold what they can: ./calendar-conflict-holds.test.ts; failing feeds: ./calendar-feed-alerts.test.ts;
// the conflict email, impossible dates and the job: ./calendar-sync-job.test.ts.
import type { CalendarConflictDto } from '@domain/api-types';
import { CALENDAR_MSG } from '@domain/calendar';
import { describe, expect, it } from 'vitest';
import { calendarSyncApp, NOW } from '../../test/calendar-sync-app';
import { createReservationRow, createRoom } from '../../test/factories';
import { expectAnswer, postBooking } from '../../test/http';
import { airbnbFeed, bookingComFeed } from './test-feeds';

const {
  app,
  db,
  sentMail,
  rowOf,
  eventsOf,
  call,
  feeds,
  cookies,
  ids,
  importFeed,
  syncNow,
  blocksOf,
  openConflicts,
  resolveConflict,
  roomBookedFor,
  searchFinds,
} = await calendarSyncApp();

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
      customerId: ids.guest,
      roomId: room.id,
      checkin: '2026-06-30',
      checkout: '2026-07-02',
      totalAmount: '9000.00',
      paymentMethod: 'cash',
      transactionId: 'OR-1',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(409);

    const stay = await createReservationRow(db, {
      userId: ids.guest,
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

// A feed event over a booking or another feed's block is kept as a conflict with both sides, emailed to the
// staff, and stays listed until a person resolves it.

import type { CalendarConflictDto } from '@domain/api-types';
import { CALENDAR_MSG } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema';
import { createRoom } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { NOW, setUpCalendarSync } from './calendar-sync.fixtures';
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
  importFeed,
  syncNow,
  blocksOf,
  openConflicts,
  resolveConflict,
  roomBookedFor,
  searchFinds,
} = await setUpCalendarSync();

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

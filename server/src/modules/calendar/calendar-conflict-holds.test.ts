// A calendar conflict stays until a person resolves it, cancel_ours over more than one booking, and an
// open conflict holding the nights nothing else holds.
import type { CalendarConflictDto } from '@domain/api-types';
import { CALENDAR_MSG } from '@domain/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema';
import { calendarSyncApp } from '../../test/calendar-sync-app';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectAnswer, postBooking } from '../../test/http';
import { airbnbFeed, bookingComFeed } from './test-feeds';

const {
  app,
  db,
  sentMail,
  rowOf,
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
      userId: ids.guest,
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

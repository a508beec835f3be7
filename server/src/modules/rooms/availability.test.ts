// GET /api/rooms/{id}/availability: the booking form's check before the payment step. Free and taken
// nights by the booking's own rule (holding reservations and channel blocks, never cancelled stays),
// the nearest free dates of the same length, other free rooms that fit the party, and bad input as a
// 400 with the booking's own words.
import type { RoomAvailabilityDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { beyondHorizonMessage, stayTooLongMessage } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import { calendarBlocks, calendarFeeds } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { expectAnswer, postBooking } from '../../test/http';
import { createTestApp } from '../../test/test-app';

// 10:00 in Manila on 1 March 2026: today is 2026-03-01 for every rule.
const NOW = new Date('2026-03-01T02:00:00Z');
const { app, db } = await createTestApp({ now: () => NOW });

const guest = await createUser(db);
// cheapest first: the other rooms come in that order
const room = await createRoom(db, { name: 'Reef Room', basePrice: '4000.00', maxAdults: 2, maxKids: 1 });
const lagoon = await createRoom(db, { name: 'Lagoon Room', basePrice: '4200.00', maxAdults: 2, maxKids: 1 });
const single = await createRoom(db, {
  name: 'Single Nook',
  basePrice: '2000.00',
  maxAdults: 1,
  maxKids: 0,
  maxOccupancy: 1,
});
const cove = await createRoom(db, { name: 'Cove Room', basePrice: '4600.00', maxAdults: 3, maxKids: 2 });
const closed = await createRoom(db, { name: 'Closed Cottage', basePrice: '3000.00', status: 'maintenance' });

const availability = (roomId: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/rooms/${roomId}/availability?${query}` });
const expectAvailability = (roomId: string, query: string) =>
  expectAnswer<RoomAvailabilityDto>(availability(roomId, query), 200);
const badRequest = async (roomId: string, query: string) =>
  expectAnswer<{ message: string; errors?: Record<string, string> }>(availability(roomId, query), 400);

// The Reef Room is taken 10–13 March by a pending booking and 20–22 March by an Airbnb block; the Cove
// Room 10–12 March; a cancelled stay on 1–5 April holds nothing.
await createReservationRow(db, {
  userId: guest.id,
  roomId: room.id,
  checkin: '2026-03-10',
  checkout: '2026-03-13',
  status: 'pending',
});
await createReservationRow(db, {
  userId: guest.id,
  roomId: cove.id,
  checkin: '2026-03-10',
  checkout: '2026-03-12',
  status: 'confirmed',
});
await createReservationRow(db, {
  userId: guest.id,
  roomId: room.id,
  checkin: '2026-04-01',
  checkout: '2026-04-05',
  status: 'cancelled',
});
const [feed] = await db
  .insert(calendarFeeds)
  .values({ roomId: room.id, channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/9.ics' })
  .returning();
await db.insert(calendarBlocks).values({
  feedId: feed!.id,
  roomId: room.id,
  uid: 'reef-1@airbnb',
  checkin: '2026-03-20',
  checkout: '2026-03-22',
});

describe('GET /api/rooms/{id}/availability', () => {
  it('free nights: available, nothing suggested', async () => {
    const answer = await expectAvailability(room.id, 'checkin=2026-03-14&checkout=2026-03-16&adults=2');
    expect(answer).toEqual({
      roomId: room.id,
      checkin: '2026-03-14',
      checkout: '2026-03-16',
      available: true,
      reason: null,
      nearestDates: [],
      otherRooms: [],
    });
    // a cancelled stay holds nothing
    expect((await expectAvailability(room.id, 'checkin=2026-04-01&checkout=2026-04-05')).available).toBe(
      true,
    );
  });

  it('nights held by a booking: taken, the nearest free stays of the same length, and other free rooms that fit', async () => {
    const answer = await expectAvailability(room.id, 'checkin=2026-03-11&checkout=2026-03-13&adults=2');
    expect(answer.available).toBe(false);
    expect(answer.reason).toBe('taken');
    // 2 nights: the 13th is free again (one day later); the 8th–10th ends where the booking starts (three earlier)
    expect(answer.nearestDates).toEqual([
      { checkin: '2026-03-13', checkout: '2026-03-15' },
      { checkin: '2026-03-08', checkout: '2026-03-10' },
    ]);
    // not the Single Nook (one adult), the Cove Room (taken) nor the room under maintenance
    expect(answer.otherRooms.map((other) => other.name)).toEqual(['Lagoon Room']);
    expect(answer.otherRooms[0]).toEqual({
      id: lagoon.id,
      name: 'Lagoon Room',
      imagePath: '/images/test-1.webp',
      basePrice: '4200.00',
      maxAdults: 2,
      maxKids: 1,
    });
    // one adult fits the Single Nook too, cheapest first
    const alone = await expectAvailability(room.id, 'checkin=2026-03-11&checkout=2026-03-13&adults=1');
    expect(alone.otherRooms.map((other) => other.name)).toEqual(['Single Nook', 'Lagoon Room']);
  });

  it('nights held by a channel block are taken like a booking', async () => {
    const answer = await expectAvailability(room.id, 'checkin=2026-03-21&checkout=2026-03-23');
    expect(answer.reason).toBe('taken');
    expect(answer.nearestDates).toEqual([
      { checkin: '2026-03-22', checkout: '2026-03-24' },
      { checkin: '2026-03-18', checkout: '2026-03-20' },
    ]);
  });

  it('never suggests a check-in before today', async () => {
    await createReservationRow(db, {
      userId: guest.id,
      roomId: lagoon.id,
      checkin: '2026-03-01',
      checkout: '2026-03-04',
      status: 'checked_in',
    });
    const answer = await expectAvailability(lagoon.id, 'checkin=2026-03-02&checkout=2026-03-04');
    expect(answer.nearestDates).toEqual([{ checkin: '2026-03-04', checkout: '2026-03-06' }]);
  });

  it('answers what the booking does: free means a booking goes through, taken means 409', async () => {
    const { cookie } = await createSignedInUser(app);
    const taken = await expectAvailability(room.id, 'checkin=2026-03-12&checkout=2026-03-14');
    expect(taken.available).toBe(false);
    const refused = await postBooking(app, cookie, {
      roomId: room.id,
      checkin: '2026-03-12',
      checkout: '2026-03-14',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(MSG.datesTaken);

    const [suggested] = taken.nearestDates;
    if (!suggested) throw new Error('no suggestion');
    await expectAnswer(postBooking(app, cookie, { roomId: room.id, ...suggested }), 201);
    // and now those nights are taken for the next guest
    const after = await expectAvailability(
      room.id,
      `checkin=${suggested.checkin}&checkout=${suggested.checkout}`,
    );
    expect(after.available).toBe(false);
  });

  it('a room under maintenance is not available, with other free rooms but no dates', async () => {
    const answer = await expectAvailability(closed.id, 'checkin=2026-05-01&checkout=2026-05-03&adults=2');
    expect(answer).toMatchObject({ available: false, reason: 'room_unavailable', nearestDates: [] });
    expect(answer.otherRooms.map((other) => other.name)).toContain('Reef Room');
    expect(answer.otherRooms.map((other) => other.id)).not.toContain(closed.id);
  });

  it('bad input is a 400 with the booking form’s words, never a 500', async () => {
    expect((await badRequest(room.id, 'checkin=2026-03-14')).message).toBe(MSG.bookingDatesRequired);
    expect((await badRequest(room.id, '')).message).toBe(MSG.bookingDatesRequired);
    expect((await badRequest(room.id, 'checkin=2026-03-14&checkout=2026-03-14')).message).toBe(
      MSG.checkoutAfterCheckin,
    );
    expect((await badRequest(room.id, 'checkin=2026-02-27&checkout=2026-03-02')).message).toBe(
      MSG.checkinInPast,
    );
    expect((await badRequest(room.id, 'checkin=2026-03-10&checkout=2026-04-10')).message).toBe(
      stayTooLongMessage(30),
    );
    expect((await badRequest(room.id, 'checkin=2027-03-05&checkout=2027-03-07')).message).toBe(
      beyondHorizonMessage(365),
    );
    expect((await badRequest(room.id, 'checkin=tomorrow&checkout=2026-03-20')).errors?.checkin).toBe(
      'Use a date like 2026-12-24',
    );
    expect((await badRequest(room.id, 'checkin=2026-02-30&checkout=2026-03-02')).errors?.checkin).toBe(
      'Use a date like 2026-12-24',
    );
    expect(
      (await badRequest(room.id, 'checkin=2026-03-14&checkout=2026-03-16&adults=lots')).errors?.adults,
    ).toBe('Adults must be a whole number from 1 to 20');
    expect((await badRequest(room.id, 'checkin=2026-03-14&checkout=2026-03-16&adults=3')).message).toBe(
      'This room takes 1 to 2 adults',
    );
    expect((await badRequest(single.id, 'checkin=2026-03-14&checkout=2026-03-16&kids=1')).message).toBe(
      'This room does not take kids',
    );
  });

  it('an unknown or malformed room is Room Not Found (404)', async () => {
    const query = 'checkin=2026-03-14&checkout=2026-03-16';
    for (const id of ['6f1c2d3e-4b5a-4c6d-8e7f-901234567890', 'not-a-room', '%27%3B--']) {
      const answer = await availability(id, query);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe(MSG.roomNotFound);
    }
  });
});

// POST /api/reservations: the database refuses overlapping nights (409), and an Idempotency-Key makes a
// retry answer with the first booking.
import type { ReservationDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments, reservations } from '../../db/schema';
import { createReservationRow, createRoom, storedReservations } from '../../test/factories';
import { bookingBody as booking, reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';
import { IDEMPOTENCY_KEY_REUSED } from './booking-replay';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { post, patch, newGuest, newOther } = reservationRequests(app, db);
const { paymentsOf } = storedReservations(db);

let guest: { user: { id: string; email: string }; cookie: string };
let other: { user: { id: string }; cookie: string };

describe('POST /api/reservations', () => {
  beforeEach(async () => {
    guest = await newGuest();
    other = await newOther();
  });

  it('never double-books: an overlap is 409, back-to-back stays are fine', async () => {
    const room = await createRoom(db);
    expect((await post(booking(room.id), guest.cookie)).statusCode).toBe(201);
    for (const [checkin, checkout] of [
      ['2026-04-10', '2026-04-12'],
      ['2026-04-11', '2026-04-13'],
      ['2026-04-09', '2026-04-11'],
      ['2026-04-01', '2026-04-20'],
    ]) {
      const response = await post(booking(room.id, { checkin, checkout }), other.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MSG.datesTaken);
    }
    expect(
      (await post(booking(room.id, { checkin: '2026-04-12', checkout: '2026-04-14' }), other.cookie))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(booking(room.id, { checkin: '2026-04-08', checkout: '2026-04-10' }), other.cookie))
        .statusCode,
    ).toBe(201);
    // a different room on the same dates is free
    const otherRoom = await createRoom(db);
    expect((await post(booking(otherRoom.id), other.cookie)).statusCode).toBe(201);
    // nothing half-written by the refused attempts
    const rows = await db.select().from(reservations).where(eq(reservations.roomId, room.id));
    expect(rows).toHaveLength(3);
    const paymentRows = await paymentsOf(rows.map((r) => r.id));
    expect(paymentRows).toHaveLength(3);
  });

  it('frees the dates when a booking is cancelled', async () => {
    const room = await createRoom(db);
    const first = (await post(booking(room.id), guest.cookie)).json<ReservationDto>();
    expect((await post(booking(room.id), other.cookie)).statusCode).toBe(409);
    expect((await patch(first.id, { status: 'cancelled' }, guest.cookie)).statusCode).toBe(200);
    expect((await post(booking(room.id), other.cookie)).statusCode).toBe(201);
  });

  it('completed stays do not hold the room', async () => {
    const room = await createRoom(db);
    await createReservationRow(db, {
      userId: other.user.id,
      roomId: room.id,
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      status: 'completed',
    });
    expect((await post(booking(room.id), guest.cookie)).statusCode).toBe(201);
  });

  it('is idempotent: a retry with the same key returns the same reservation', async () => {
    const room = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'attempt-1f8e' });
    const first = await post(body, guest.cookie);
    const second = await post(body, guest.cookie);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().referenceCode).toBe(first.json().referenceCode);
    const rows = await db.select().from(reservations).where(eq(reservations.roomId, room.id));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.reservationId, rows[0]!.id))).toHaveLength(1);
    await app.jobs.runDue();
    const mails = sentMail.filter((m) => m.subject.endsWith(first.json().referenceCode));
    expect(mails).toHaveLength(1);
  });

  it('refuses the same key with a different booking (422) and books nothing', async () => {
    const room = await createRoom(db);
    const otherRoom = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'reused-key-9' });
    const first = await post(body, guest.cookie);
    expect(first.statusCode).toBe(201);
    for (const change of [
      { checkout: '2026-04-13' },
      { roomId: otherRoom.id },
      { adults: 1 },
      { transactionId: 'GC-OTHER-1' },
      { specialRequests: 'A crib, please' },
    ]) {
      const second = await post({ ...body, ...change }, guest.cookie);
      expect(second.statusCode, JSON.stringify(change)).toBe(422);
      expect(second.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    }
    // the header key too
    const third = await createRoom(db);
    const viaHeader = await post(booking(third.id), guest.cookie, { 'idempotency-key': 'hdr-reused' });
    expect(viaHeader.statusCode).toBe(201);
    const changed = await post(booking(otherRoom.id), guest.cookie, { 'idempotency-key': 'hdr-reused' });
    expect(changed.statusCode).toBe(422);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, otherRoom.id))).toHaveLength(0);
    // the very same request is still answered with the first booking
    expect((await post(body, guest.cookie)).json().id).toBe(first.json().id);
  });

  it('accepts the key in an Idempotency-Key header too', async () => {
    const room = await createRoom(db);
    const first = await post(booking(room.id), guest.cookie, { 'idempotency-key': 'hdr-42' });
    const second = await post(booking(room.id), guest.cookie, { 'idempotency-key': 'hdr-42' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it('keys are per user: another guest with the same key is a separate attempt', async () => {
    const room = await createRoom(db);
    const mine = await post(booking(room.id, { idempotencyKey: 'shared-key' }), guest.cookie);
    const theirs = await post(booking(room.id, { idempotencyKey: 'shared-key' }), other.cookie);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(MSG.datesTaken);
  });

  it('double-clicks racing with the same key create exactly one reservation', async () => {
    const room = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'double-click-77' });
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(body, guest.cookie)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, room.id))).toHaveLength(1);
  });
});

// POST /api/day-visits/bookings: a day visit's ledger (its down payment verified, then confirmed) and its
// cottage (let go at a cancellation) follow the booking as a room's do.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reservationCottages, reservations } from '../../db/schema';
import { signInDeskAndGuest } from '../../test/factories';
import { dayVisitBookingWorld } from './day-visit-booking.fixtures';

const { app, db, MONDAY, visit, book, guest, newCottage, holdersOf } = await dayVisitBookingWorld();

describe('the ledger and the cottage follow the booking', () => {
  it('is confirmed by the desk once its down payment is verified, and a cancellation lets the cottage go', async () => {
    const { desk, guest: family } = await signInDeskAndGuest(app);
    const cottageId = await newCottage('Ledger Kubo');
    const booked = (await book(visit({ date: MONDAY, cottageId }), family.cookie)).json();
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    const verified = await app.inject({
      method: 'PATCH',
      url: `/api/receptionist/payments/${payment!.id}`,
      payload: { status: 'success' },
      headers: { cookie: desk.cookie },
    });
    expect(verified.statusCode).toBe(200);
    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/receptionist/reservations/${booked.id}/confirm`,
      headers: { cookie: desk.cookie },
    });
    expect(confirm.statusCode).toBe(200);
    const [confirmed] = await db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(confirmed?.status).toBe('confirmed');

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/reservations/${booked.id}`,
      payload: { status: 'cancelled' },
      headers: { cookie: family.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundDue: '570.00', amountDue: '0.00' });
    expect(await holdersOf(cottageId, MONDAY)).toHaveLength(0);
    // the cottage's day is free for the next family
    const next = await guest();
    expect((await book(visit({ date: MONDAY, cottageId }), next.cookie)).statusCode).toBe(201);
    const rows = await db
      .select()
      .from(reservationCottages)
      .where(and(eq(reservationCottages.cottageId, cottageId), inArray(reservationCottages.day, [MONDAY])));
    expect(rows.map((r) => r.holding).sort()).toEqual([false, true]);
  });
});

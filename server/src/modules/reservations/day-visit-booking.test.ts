// POST /api/day-visits/bookings: a day at the beach booked and paid as a room is, priced by the day's
// type and the party, its cottage held by the database and its day's capacity never oversold.
import { addDays } from '@domain/dates';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reservations } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { dayVisitBookingWorld } from './day-visit-booking.fixtures';

const { app, db, sentMail, SUNDAY, MONDAY, FIESTA, visit, book, guest, quoteOf, cottageIds, holdersOf } =
  await dayVisitBookingWorld();

describe('a family books a Sunday with a cottage', () => {
  it('answers 201 with the day visit, priced as the day read quotes it, and holds the cottage', async () => {
    const { cookie, user } = await guest();
    const quote = await quoteOf(`date=${SUNDAY}&adults=2&kids=1&infants=1&cottageId=${cottageIds.kubo}`);
    const response = await book(visit({ cottageId: cottageIds.kubo }), cookie);
    expect(response.statusCode).toBe(201);
    const booked = response.json();
    // Sunday's fees: 2 x 200 + 1 x 150 + the infant free + the cottage 1,500
    expect(booked).toMatchObject({
      kind: 'day_visit',
      roomId: null,
      room: null,
      cottage: { id: cottageIds.kubo, name: 'Kubo by the Shore' },
      checkin: SUNDAY,
      checkout: addDays(SUNDAY, 1),
      adults: 2,
      kids: 1,
      infants: 1,
      totalAmount: '2050.00',
      regularAmount: '2050.00',
      downPaymentAmount: '615.00',
      status: 'pending',
      paymentStatus: 'Unpaid',
    });
    expect(booked.referenceCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(quote).toMatchObject({
      totalAmount: booked.totalAmount,
      vatIncludedAmount: booked.vatIncludedAmount,
    });

    const [row] = await db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row).toMatchObject({ kind: 'day_visit', roomId: null, userId: user.id, infants: 1 });
    expect(await holdersOf(cottageIds.kubo, SUNDAY)).toHaveLength(1);
    const paid = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    expect(paid).toEqual([
      expect.objectContaining({ amount: '615.00', status: 'pending', kind: 'down_payment' }),
    ]);
    // a day visit holds no room's night
    const occupancy = await db.execute(sql`select 1 from room_occupancy where reservation_id = ${booked.id}`);
    expect(occupancy.rows).toHaveLength(0);
    // the cottage is no longer offered that day
    const day = (await app.inject({ method: 'GET', url: `/api/day-visits?date=${SUNDAY}` })).json();
    expect(day.cottages.map((c: { id: string }) => c.id)).not.toContain(cottageIds.kubo);
    expect(day.capacityLeft).toBe(DEMO_DAY_PASS.dailyCapacity - 4);
    // the guest's list and the receipt email's queue know it
    const mine = (
      await app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie } })
    ).json();
    expect(mine).toEqual([
      expect.objectContaining({ id: booked.id, kind: 'day_visit', cottage: booked.cottage }),
    ]);
    await app.jobs.runDue();
    expect(sentMail.some((mail) => mail.to === user.email)).toBe(true);
  });

  it.each([
    ['a weekday', MONDAY, '400.00'],
    ['a weekend day', SUNDAY, '550.00'],
    ['a holiday the admin listed', FIESTA, '550.00'],
  ])('prices %s by its fees', async (_label, date, total) => {
    const { cookie } = await guest();
    const response = await book(visit({ date, cottageId: undefined }), cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().totalAmount).toBe(total);
  });

  it("takes the senior / PWD discount off the eligible guest's own fee", async () => {
    const { cookie } = await guest();
    const response = await book(visit({ date: MONDAY, discountGuests: 1 }), cookie);
    expect(response.statusCode).toBe(201);
    // one adult's 150.00: 133.93 without VAT, 20% off it is 26.79, and 16.07 of VAT it no longer carries
    expect(response.json()).toMatchObject({
      regularAmount: '400.00',
      discountGuests: 1,
      vatExemptSales: '133.93',
      vatExemptAmount: '16.07',
      discountAmount: '26.79',
      totalAmount: '357.14',
    });
    expect((await quoteOf(`date=${MONDAY}&adults=2&kids=1&infants=1&discountGuests=1`)).totalAmount).toBe(
      '357.14',
    );
  });
});

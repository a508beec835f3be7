// The senior citizen / PWD discount (RA 9994, RA 10754; docs/pricing.md) through the API: a guest's
// booking, a walk-in booking and an extension keep it.
import type { ReservationDto } from '@domain/api-types';
import { DISCOUNT_GUESTS_MESSAGE, TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reservations } from '../../db/schema';
import { expectAnswer, postBooking } from '../../test/http';
import { discountTestApp, money } from './test-discount';

const { app, db, rowOf, eventsOf, call, desk, guest, room5600 } = await discountTestApp();

/** A guest's booking of a new 5,600 room for the night of 2026-07-01, plus `fields`. */
const postNight = async (fields: Record<string, unknown>) =>
  postBooking(app, guest.cookie, {
    roomId: (await room5600()).id,
    checkin: '2026-07-01',
    checkout: '2026-07-02',
    ...fields,
  });
const bookRoom = async (fields: Record<string, unknown>) =>
  expectAnswer<ReservationDto>(postNight(fields), 201);

/** How many reservations and payments are stored. */
const stored = async () => ({
  reservations: await db.$count(reservations),
  payments: await db.$count(payments),
});

describe('POST /api/reservations with discountGuests', () => {
  it('1 of 1: a 5,600 night costs 4,000 (600 VAT-exempt, 1,000 off), the down payment is 30% of that', async () => {
    const booked = await bookRoom({
      discountGuests: 1,
      // never trusted: the server prices the stay and the discount itself
      totalAmount: '1.00',
      discountAmount: '5600.00',
    });
    expect(money(booked)).toEqual({
      regularAmount: '5600.00',
      vatExemptSales: '5000.00',
      vatExemptAmount: '600.00',
      discountAmount: '1000.00',
      totalAmount: '4000.00',
      vatIncludedAmount: '0.00',
    });
    expect(booked.discountGuests).toBe(1);
    expect(booked.downPaymentAmount).toBe('1200.00');
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    expect(payment?.amount).toBe('1200.00');
    expect(await rowOf(booked.id)).toMatchObject({ vatExemptAmount: '600.00', discountAmount: '1000.00' });
  });

  it('1 of 2 over two nights: the eligible half is discounted (2 x (2,800 + 2,000) = 9,600)', async () => {
    const booked = await bookRoom({ checkout: '2026-07-03', adults: 2, discountGuests: 1 });
    expect(money(booked)).toEqual({
      regularAmount: '11200.00',
      vatExemptSales: '5000.00',
      vatExemptAmount: '600.00',
      discountAmount: '1000.00',
      totalAmount: '9600.00',
      vatIncludedAmount: '600.00',
    });
  });

  it('prices as before without the field', async () => {
    const booked = await bookRoom({});
    expect(booked).toMatchObject({ discountGuests: 0, totalAmount: '5600.00', discountAmount: '0.00' });
    expect(booked.vatIncludedAmount).toBe('600.00');
  });

  it.each([
    [{ adults: 1, kids: 0, discountGuests: 2 }, TOO_MANY_DISCOUNT_GUESTS_MESSAGE],
    [{ discountGuests: -1 }, 'Enter how many guests are senior citizens or PWDs (0 or more)'],
    [{ discountGuests: 1.5 }, 'Enter how many guests are senior citizens or PWDs (0 or more)'],
    [{ discountGuests: 'two' }, 'Enter how many guests are senior citizens or PWDs (0 or more)'],
  ])('refuses %o with 400 and says why', async (fields, message) => {
    const response = await postNight(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.discountGuests).toBe(message);
  });

  // z.coerce.number() read true and [1] as 1 (a discount nobody asked the desk for) and [], null or
  // blanks as 0: only a JSON number or a string of digits is a number of guests
  it.each<[Record<string, unknown>, string, string | undefined]>([
    [{ discountGuests: true }, 'discountGuests', DISCOUNT_GUESTS_MESSAGE],
    [{ discountGuests: [1] }, 'discountGuests', DISCOUNT_GUESTS_MESSAGE],
    [{ discountGuests: null }, 'discountGuests', DISCOUNT_GUESTS_MESSAGE],
    [{ discountGuests: '  ' }, 'discountGuests', DISCOUNT_GUESTS_MESSAGE],
    // the fields without a message of their own: a message on the field, whatever its words
    [{ kids: [] }, 'kids', undefined],
    [{ kids: '   ' }, 'kids', undefined],
    [{ kids: false }, 'kids', undefined],
    [{ adults: [[1]] }, 'adults', undefined],
    [{ adults: true }, 'adults', undefined],
  ])('refuses %o with 400 on that field and writes nothing', async (fields, field, message) => {
    const before = await stored();
    const response = await postNight(fields);
    expect(response.statusCode, response.body).toBe(400);
    const said = response.json().errors?.[field];
    expect(said).toEqual(message ?? expect.any(String));
    expect(response.json()).toEqual({ message: said, errors: { [field]: said } });
    expect(await stored()).toEqual(before);
  });
});

describe('walk-in booking and extension keep the discount', () => {
  it('discounts the desk’s total and re-prices an extension with the same eligible guests', async () => {
    const room = await room5600();
    const booked = await expectAnswer<ReservationDto>(
      call('POST', '/api/receptionist/book-for-customer', desk.cookie, {
        customerId: guest.user.id,
        roomId: room.id,
        checkin: '2026-06-10',
        checkout: '2026-06-11',
        adults: 2,
        kids: 0,
        discountGuests: 1,
        totalAmount: '5600.00',
        paymentMethod: 'cash',
        transactionId: 'OR-1',
      }),
      201,
    );
    expect(booked.totalAmount).toBe('4800.00');
    expect(booked.payments[0]?.amount).toBe('1440.00');

    await db.update(reservations).set({ status: 'checked_in' }).where(eq(reservations.id, booked.id));
    const extended = await expectAnswer<ReservationDto>(
      call('PATCH', `/api/receptionist/reservations/${booked.id}/extend`, desk.cookie, {
        newCheckout: '2026-06-13',
      }),
      200,
    );
    expect(money(extended)).toEqual({
      regularAmount: '16800.00',
      vatExemptSales: '7500.00',
      vatExemptAmount: '900.00',
      discountAmount: '1500.00',
      totalAmount: '14400.00',
      vatIncludedAmount: '900.00',
    });
    const note = (await eventsOf(booked.id)).find((e) => e.action === 'extended')?.note;
    expect(note).toContain('₱9,600.00 added');
  });

  it('refuses more eligible guests than guests at the desk too', async () => {
    const room = await room5600();
    const response = await call('POST', '/api/receptionist/book-for-customer', desk.cookie, {
      customerId: guest.user.id,
      roomId: room.id,
      checkin: '2026-06-10',
      checkout: '2026-06-11',
      adults: 1,
      discountGuests: 2,
      totalAmount: '5600.00',
      paymentMethod: 'cash',
      transactionId: 'OR-2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.discountGuests).toBe(TOO_MANY_DISCOUNT_GUESTS_MESSAGE);
  });
});

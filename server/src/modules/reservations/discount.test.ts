// The senior citizen / PWD discount (RA 9994, RA 10754; docs/pricing.md) through the API: a guest's
// booking, a walk-in booking, an extension, and the desk recording IDs or removing a discount.
import type { ReservationDto } from '@domain/api-types';
import { discountStay } from '@domain/pricing';
import { DISCOUNT_GUESTS_MESSAGE, TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import { DISCOUNT_ID_NUMBER_REQUIRED, DISCOUNT_REMOVAL_REASON_REQUIRED } from '@domain/schemas/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reservationDiscountGuests, reservations } from '../../db/schema';
import {
  createReservationRow,
  createRoom,
  signInDeskAndGuest,
  storedReservations,
} from '../../test/factories';
import { callerOf, expectAnswer, postBooking } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { ALL_IDS_RECORDED, EVERY_CLAIM_HAS_AN_ID, NO_DISCOUNT_CLAIMED } from './discount-ids';
import { billColumns } from './repository';

// The resort's today: 2026-06-10, noon in Manila.
const { app, db } = await createTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });
const { rowOf, eventsOf } = storedReservations(db);
const call = callerOf(app);

const { desk, guest } = await signInDeskAndGuest(app, { firstName: 'Lola', lastName: 'Cruz' });

/** A 5,600-peso room for up to 4 guests, so the examples of docs/pricing.md can be checked by hand. */
const room5600 = () => createRoom(db, { basePrice: '5600.00', maxAdults: 4, maxKids: 2, maxOccupancy: 4 });

const money = (r: ReservationDto) => ({
  regularAmount: r.regularAmount,
  vatExemptSales: r.vatExemptSales,
  vatExemptAmount: r.vatExemptAmount,
  discountAmount: r.discountAmount,
  totalAmount: r.totalAmount,
  vatIncludedAmount: r.vatIncludedAmount,
});

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

describe('IDs at check-in', () => {
  /** A confirmed 2-night stay of 2 adults in a 5,600 room; both claiming the discount, 11,200 costs 8,000. */
  const claimedStay = async (discountGuests = 2) => {
    const room = await room5600();
    return createReservationRow(db, {
      userId: guest.user.id,
      roomId: room.id,
      status: 'confirmed',
      checkin: '2026-06-10',
      checkout: '2026-06-12',
      adults: 2,
      discountGuests,
      ...billColumns(discountStay({ regularCentavos: 1_120_000, guests: 2, eligibleGuests: discountGuests })),
    });
  };
  const recordId = (id: string, body: object, cookie = desk.cookie) =>
    call('POST', `/api/receptionist/reservations/${id}/discount-ids`, cookie, body);
  const removeDiscount = (id: string, body: object) =>
    call('POST', `/api/receptionist/reservations/${id}/remove-discount`, desk.cookie, body);
  const osca = { idType: 'osca', idNumber: 'OSCA-2231', fullName: 'Lola Cruz' };
  const pwd = { idType: 'pwd', idNumber: 'PWD-01-7788', fullName: 'Lolo Cruz' };

  it('records each eligible guest’s ID, who recorded it, and no more IDs than claims', async () => {
    const stay = await claimedStay();
    await expectAnswer(recordId(stay.id, osca), 201);
    const after = await expectAnswer<ReservationDto>(recordId(stay.id, pwd), 201);
    expect(after.discountIds).toEqual([
      expect.objectContaining({
        ...osca,
        removedAt: null,
        recordedBy: { firstName: 'Rosa', lastName: 'Desk' },
      }),
      expect.objectContaining({ ...pwd, removedAt: null }),
    ]);
    expect(after.totalAmount).toBe('8000.00');
    const third = await recordId(stay.id, { ...pwd, idNumber: 'PWD-3' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(ALL_IDS_RECORDED);
    const events = await eventsOf(stay.id);
    expect(events.filter((e) => e.action === 'discount_id_recorded').map((e) => e.note)).toEqual([
      'OSCA ID OSCA-2231 of Lola Cruz recorded',
      'PWD ID PWD-01-7788 of Lolo Cruz recorded',
    ]);
  });

  it('refuses a customer (403), a bad body (400) and a stay with no discount (409)', async () => {
    const stay = await claimedStay();
    expect((await recordId(stay.id, osca, guest.cookie)).statusCode).toBe(403);
    const blank = await recordId(stay.id, { idType: 'osca', idNumber: ' ', fullName: 'Lola Cruz' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors?.idNumber).toBe(DISCOUNT_ID_NUMBER_REQUIRED);
    expect((await recordId(stay.id, { ...osca, idType: 'passport' })).statusCode).toBe(400);
    expect((await recordId('not-a-uuid', osca)).statusCode).toBe(404);

    const none = await claimedStay(0);
    const refused = await recordId(none.id, osca);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_DISCOUNT_CLAIMED);
  });

  it('removes the discount of an unverified ID: the total goes up, the ID and both totals stay in the history', async () => {
    const stay = await claimedStay();
    const recorded = await expectAnswer<ReservationDto>(recordId(stay.id, osca), 201);
    const idId = recorded.discountIds?.[0]?.id;
    const noReason = await removeDiscount(stay.id, { discountIdId: idId, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors?.reason).toBe(DISCOUNT_REMOVAL_REASON_REQUIRED);

    const after = await expectAnswer<ReservationDto>(
      removeDiscount(stay.id, { discountIdId: idId, reason: 'The OSCA ID is expired' }),
      200,
    );
    expect(after.discountGuests).toBe(1);
    expect(money(after)).toMatchObject({
      regularAmount: '11200.00',
      vatExemptSales: '5000.00',
      totalAmount: '9600.00',
    });
    expect(after.discountIds?.[0]).toMatchObject({ removedReason: 'The OSCA ID is expired' });
    expect(after.discountIds?.[0]?.removedAt).not.toBeNull();
    const [kept] = await db
      .select()
      .from(reservationDiscountGuests)
      .where(eq(reservationDiscountGuests.reservationId, stay.id));
    expect(kept).toMatchObject({ idNumber: 'OSCA-2231', removedBy: desk.user.id });
    const removal = (await eventsOf(stay.id)).find((e) => e.action === 'discount_removed');
    expect(removal).toMatchObject({
      note: 'Senior/PWD discount removed for Lola Cruz: total ₱8,000.00 to ₱9,600.00. The OSCA ID is expired',
      actorId: desk.user.id,
    });
    // the same ID cannot be removed twice
    expect((await removeDiscount(stay.id, { discountIdId: idId, reason: 'again' })).statusCode).toBe(404);
  });

  it('removes a claim without an ID only while some claim has none, and down to no discount at all', async () => {
    const stay = await claimedStay(1);
    const after = await expectAnswer<ReservationDto>(
      removeDiscount(stay.id, { reason: 'Showed no ID' }),
      200,
    );
    expect(money(after)).toMatchObject({
      totalAmount: '11200.00',
      vatExemptSales: '0.00',
      vatExemptAmount: '0.00',
      discountAmount: '0.00',
    });
    const again = await removeDiscount(stay.id, { reason: 'Showed no ID' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_DISCOUNT_CLAIMED);

    const withIds = await claimedStay(1);
    await expectAnswer(recordId(withIds.id, osca), 201);
    const refused = await removeDiscount(withIds.id, { reason: 'Showed no ID' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EVERY_CLAIM_HAS_AN_ID);
  });

  it('leaves a finished stay’s bill alone (409)', async () => {
    const stay = await claimedStay();
    await db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, stay.id));
    expect((await recordId(stay.id, osca)).statusCode).toBe(409);
    expect((await removeDiscount(stay.id, { reason: 'late' })).statusCode).toBe(409);
  });
});

// Extra guests (docs/pricing.md): a booking beyond the room's base occupancy is charged per extra head per
// night by the server, whatever the browser sends; the row keeps that amount, and the reservation, the
// receipt, the report and its CSV show it.
import type { FinancialReportDto, ReceiptDto, ReservationDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, rooms } from '../../db/schema';
import { createRoom, createSignedInUser, storedReservations } from '../../test/factories';
import { bookingBody as booking, reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila); the booking's nights are 2026-04-10 and 11.
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { rowOf } = storedReservations(db);
const { post, newGuest } = reservationRequests(app, db);
const admin = await createSignedInUser(app, { role: 'admin' });

/** A room good for 2 persons at ₱4,000 a night, ₱500 per extra adult and ₱300 per extra child. */
const goodForTwo = () =>
  createRoom(db, {
    basePrice: '4000.00',
    maxAdults: 4,
    maxKids: 2,
    maxOccupancy: 6,
    baseOccupancy: 2,
    extraAdultCharge: '500.00',
    extraChildCharge: '300.00',
  });

describe('a booking with extra guests', () => {
  it('is priced by the server with 2 extra adults whatever the client sends, and the row keeps the amount', async () => {
    const room = await goodForTwo();
    const guest = await newGuest();
    const response = await post(
      booking(room.id, {
        adults: 4,
        // what a tampered browser might send: none of it is read
        totalAmount: '1.00',
        extraGuestAmount: '0.00',
        regularAmount: '1.00',
      }),
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    const dto = response.json<ReservationDto>();
    // 2 nights x (4,000 + 2 x 500)
    expect(dto).toMatchObject({
      totalAmount: '10000.00',
      regularAmount: '10000.00',
      extraGuestAmount: '2000.00',
    });
    const row = await rowOf(dto.id);
    expect(row).toMatchObject({ totalAmount: '10000.00', extraGuestAmount: '2000.00' });
  });

  it('charges nobody within the base, and kids only beyond it after the adults', async () => {
    const room = await goodForTwo();
    const couple = await post(booking(room.id, { adults: 2, kids: 0 }), (await newGuest()).cookie);
    expect(couple.json<ReservationDto>()).toMatchObject({ totalAmount: '8000.00', extraGuestAmount: '0.00' });
    const other = await goodForTwo();
    const family = await post(booking(other.id, { adults: 1, kids: 2 }), (await newGuest()).cookie);
    // 1 adult + 1 kid fill the base, the second kid is extra: 2 x 300
    expect(family.json<ReservationDto>()).toMatchObject({
      totalAmount: '8600.00',
      extraGuestAmount: '600.00',
    });
  });

  it('takes the senior / PWD discount off the whole regular price, extra guests included', async () => {
    const room = await goodForTwo();
    const response = await post(
      booking(room.id, { adults: 4, discountGuests: 1 }),
      (await newGuest()).cookie,
    );
    const dto = response.json<ReservationDto>();
    // share 10,000 / 4 = 2,500; without VAT 2,232.14; exemption 267.86; discount 446.43
    expect(dto).toMatchObject({
      regularAmount: '10000.00',
      extraGuestAmount: '2000.00',
      vatExemptAmount: '267.86',
      discountAmount: '446.43',
      totalAmount: '9285.71',
    });
  });

  it('adds the charges to a seasonal night as to a base night, and discounts the whole', async () => {
    const room = await createRoom(db, {
      basePrice: '4000.00',
      maxAdults: 4,
      maxOccupancy: 6,
      baseOccupancy: 2,
      extraAdultCharge: '500.00',
      extraChildCharge: '300.00',
      // the second night (2026-04-11) is high season
      rates: [{ rateType: 'Peak', price: '6000.00', validFrom: '2026-04-11', validTo: '2026-04-30' }],
    });
    const guest = await newGuest();
    const response = await post(booking(room.id, { adults: 4, discountGuests: 1 }), guest.cookie);
    expect(response.statusCode).toBe(201);
    const dto = response.json<ReservationDto>();
    // (4,000 + 2 x 500) + (6,000 + 2 x 500) = 12,000; share 3,000, without VAT 2,678.57; exemption 321.43;
    // discount 535.71
    expect(dto).toMatchObject({
      regularAmount: '12000.00',
      extraGuestAmount: '2000.00',
      vatExemptAmount: '321.43',
      discountAmount: '535.71',
      totalAmount: '11142.86',
    });
    expect(await rowOf(dto.id)).toMatchObject({ totalAmount: '11142.86', extraGuestAmount: '2000.00' });
    const receipt = (
      await app.inject({
        method: 'GET',
        url: `/api/reservations/${dto.id}/receipt`,
        headers: { cookie: guest.cookie },
      })
    ).json<ReceiptDto>();
    expect(receipt.nights.map((night) => night.amount)).toEqual(['4000.00', '6000.00']);
    expect(receipt.extraGuests).toEqual([
      { item: 'adult', quantity: 2, nights: 2, unitPrice: '500.00', amount: '2000.00' },
    ]);
    expect(receipt.totals.total).toBe('11142.86');
  });

  it("lists the extra adults on the receipt, the nights at the room's part", async () => {
    const room = await goodForTwo();
    const guest = await newGuest();
    const { id } = (
      await post(booking(room.id, { adults: 3, kids: 2 }), guest.cookie)
    ).json<ReservationDto>();
    const receipt = (
      await app.inject({
        method: 'GET',
        url: `/api/reservations/${id}/receipt`,
        headers: { cookie: guest.cookie },
      })
    ).json<ReceiptDto>();
    expect(receipt.nights.map((night) => night.amount)).toEqual(['4000.00', '4000.00']);
    expect(receipt.extraGuests).toEqual([
      { item: 'adult', quantity: 1, nights: 2, unitPrice: '500.00', amount: '1000.00' },
      { item: 'child', quantity: 2, nights: 2, unitPrice: '300.00', amount: '1200.00' },
    ]);
    // the lines add up to the total: no adjustment line
    expect(receipt.adjustments).toEqual([]);
    expect(receipt.totals.total).toBe('10200.00');

    // the charges changed since: the stored amount stays, in one line
    await db.update(rooms).set({ extraAdultCharge: '900.00' }).where(eq(rooms.id, room.id));
    const later = (
      await app.inject({
        method: 'GET',
        url: `/api/reservations/${id}/receipt`,
        headers: { cookie: guest.cookie },
      })
    ).json<ReceiptDto>();
    expect(later.extraGuests).toEqual([
      { item: 'guests', quantity: 3, nights: 2, unitPrice: null, amount: '2200.00' },
    ]);
    expect(later.adjustments).toEqual([]);
  });
});

describe('the financial report', () => {
  it('shows the sold stays’ extra-guest charges beside room revenue, and the CSV a column and a line', async () => {
    const room = await goodForTwo();
    const sold = (
      await post(booking(room.id, { adults: 4 }), (await newGuest()).cookie)
    ).json<ReservationDto>();
    await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, sold.id));
    const range = 'from=2026-04-01&to=2026-04-30';
    const report = (
      await app.inject({
        method: 'GET',
        url: `/api/financial-report?${range}`,
        headers: { cookie: admin.cookie },
      })
    ).json<FinancialReportDto>();
    // only the confirmed one is sold: the pending bookings of this file are not in it
    expect(report.figures).toMatchObject({ roomRevenue: '10000.00', extraGuestCharges: '2000.00' });

    const csv = (
      await app.inject({
        method: 'GET',
        url: `/api/export/financial-report?${range}`,
        headers: { cookie: admin.cookie },
      })
    ).body;
    expect(csv).toContain('Extra-guest Charges (in Room Revenue),2000.00');
    const header = csv
      .split('\n')
      .find((line) => line.startsWith('Reference') || line.includes('Reference Code'));
    // the Extra-guest Charges column, then Add-ons
    expect(header?.split(',').at(-2)?.trim()).toBe('Extra-guest Charges');
    const line = csv.split('\n').find((l) => l.includes(sold.referenceCode));
    expect(
      line
        ?.split(',')
        .slice(-2)
        .map((cell) => cell.trim()),
    ).toEqual(['2000.00', '0.00']);
  });
});

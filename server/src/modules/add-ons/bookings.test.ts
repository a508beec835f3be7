// Extras through the ledger (ADR 0066): priced by the server with the booking, added and removed later,
// counted against a day's limit behind a lock, and paid and refunded through the reservation's total.
import type { DueAddOnDto, ReservationAddOnDto } from '@domain/api/add-ons';
import type { FinancialReportDto, ReceiptDto, ReservationDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOns, reservationAddOns, reservations } from '../../db/schema';
import { createPaymentRow, createRoom, createSignedInUser, storedReservations } from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { bookingBody as booking, reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-04-11 (10:00 in Manila): stays on 10–12 April are in house today.
const { app, db } = await createTestApp({ now: () => new Date('2026-04-11T02:00:00Z') });
const call = callerOf(app);
const { eventsOf } = storedReservations(db);
const { post, newGuest, newOther } = reservationRequests(app, db);
const desk = await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' });

const [breakfast, transfer, hopping] = await db
  .insert(addOns)
  .values([
    { nameEn: 'Breakfast buffet', nameFil: 'Almusal', unit: 'person_night', price: '450.00', sort: 1 },
    { nameEn: 'Airport transfer', nameFil: 'Sundo sa airport', unit: 'trip', price: '1800.00', sort: 2 },
    { nameEn: 'Island hopping', unit: 'trip', price: '1200.00', dailyLimit: 4, sort: 3 },
  ])
  .returning();
if (!breakfast || !transfer || !hopping) throw new Error('no add-ons');

/** A family room at ₱5,000 a night for 2 adults and 2 kids. */
const familyRoom = () => createRoom(db, { basePrice: '5000.00', maxAdults: 2, maxKids: 2, maxOccupancy: 4 });
const family = { checkin: '2026-04-20', checkout: '2026-04-22', adults: 2, kids: 2 };
const linesOf = (id: string) =>
  db.select().from(reservationAddOns).where(eq(reservationAddOns.reservationId, id));

describe('a booking with extras', () => {
  it('is priced by the server: room + breakfast for four on two nights + a transfer; the down payment is 30% of it', async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const body = booking(room.id, {
      ...family,
      totalAmount: '1.00',
      addOns: [
        { addOnId: breakfast.id, quantity: 4, price: '1.00' },
        { addOnId: transfer.id, quantity: 1, day: '2026-04-22' },
      ],
    });
    const dto = await expectAnswer<ReservationDto>(post(body, guest.cookie), 201);
    // 2 × 5,000 + 450 × 4 × 2 + 1,800
    expect(dto).toMatchObject({
      totalAmount: '15400.00',
      addOnAmount: '5400.00',
      downPaymentAmount: '4620.00',
    });
    expect(dto.payments[0]?.amount).toBe('4620.00');
    const lines = await linesOf(dto.id);
    expect(lines.map((l) => [l.day, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['2026-04-20', 4, '450.00', '3600.00'],
      ['2026-04-22', 1, '1800.00', '1800.00'],
    ]);
    const listed = await expectAnswer<ReservationAddOnDto[]>(
      call('GET', `/api/reservations/${dto.id}/add-ons`, guest.cookie),
      200,
    );
    expect(listed.map((l) => l.nameEn)).toEqual(['Breakfast buffet', 'Airport transfer']);
    expect(
      (await call('GET', `/api/reservations/${dto.id}/add-ons`, (await newOther()).cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses bad lines with a clear message and writes nothing', async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { addOnId: breakfast.id, quantity: 5 },
        400,
        'An extra per person cannot be for more persons than the party',
      ],
      [{ addOnId: breakfast.id, quantity: 0 }, 400, 'Quantity must be a whole number from 1 to 50'],
      [{ addOnId: transfer.id, quantity: 1 }, 400, 'Pick the day of the trip'],
      [
        { addOnId: transfer.id, quantity: 1, day: '2026-04-25' },
        400,
        'Pick a day of your stay, from check-in to check-out',
      ],
      [{ addOnId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, 404, 'Extra not found'],
    ];
    for (const [line, status, message] of cases) {
      const response = await post(booking(room.id, { ...family, addOns: [line] }), guest.cookie);
      expect(response.statusCode, JSON.stringify(line)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await db.select().from(reservations).where(eq(reservations.roomId, room.id))).toEqual([]);
  });

  it("keeps a trip's daily limit, also for parallel bookings", async () => {
    const day = { addOnId: hopping.id, day: '2026-04-21' };
    const first = await post(
      booking((await familyRoom()).id, { ...family, addOns: [{ ...day, quantity: 2 }] }),
      (await newGuest()).cookie,
    );
    expect(first.statusCode).toBe(201);
    const racing = await Promise.all(
      [1, 2].map(async () => {
        const room = await familyRoom();
        const guest = await newGuest();
        return post(booking(room.id, { ...family, addOns: [{ ...day, quantity: 2 }] }), guest.cookie);
      }),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = racing.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe('Island hopping is full on 2026-04-21. Please pick another day.');
    const booked = await db.select().from(reservationAddOns).where(eq(reservationAddOns.addOnId, hopping.id));
    expect(booked.reduce((sum, l) => sum + l.quantity, 0)).toBe(4);
  });
});

describe('extras added and removed later', () => {
  it('the guest adds before check-in and removes after paying in full: the total falls and a refund is due', async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const made = await expectAnswer<ReservationDto>(post(booking(room.id, family), guest.cookie), 201);
    const added = await expectAnswer<ReservationDto>(
      call('POST', `/api/reservations/${made.id}/add-ons`, guest.cookie, {
        addOns: [{ addOnId: breakfast.id, quantity: 2 }],
      }),
      200,
    );
    expect(added).toMatchObject({ totalAmount: '11800.00', addOnAmount: '1800.00' });
    expect(await eventsOf(made.id)).toContainEqual(
      expect.objectContaining({
        action: 'add_ons_added',
        note: 'Added extras: Breakfast buffet × 2 (₱1800.00)',
      }),
    );
    // another guest cannot touch it
    const other = await newOther();
    expect(
      (
        await call('POST', `/api/reservations/${made.id}/add-ons`, other.cookie, {
          addOns: [{ addOnId: breakfast.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);

    await createPaymentRow(db, { reservationId: made.id, amount: '11800.00' });
    const [line] = await linesOf(made.id);
    const removed = await expectAnswer<ReservationDto>(
      call('DELETE', `/api/reservations/${made.id}/add-ons/${line?.id}`, guest.cookie),
      200,
    );
    expect(removed).toMatchObject({
      totalAmount: '10000.00',
      addOnAmount: '0.00',
      balance: '-1800.00',
      refundDue: '1800.00',
    });
    expect((await linesOf(made.id))[0]?.removedAt).toBeInstanceOf(Date);
    expect(
      (await call('DELETE', `/api/reservations/${made.id}/add-ons/${line?.id}`, guest.cookie)).statusCode,
    ).toBe(404);

    // the refund goes through the desk's refund path and settles it
    const refund = await call('POST', `/api/receptionist/reservations/${made.id}/refunds`, desk.cookie, {
      amount: '1800.00',
      paymentMethod: 'cash',
      transactionId: 'OR-1',
      reason: 'Breakfast removed',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const mine = await expectAnswer<ReservationDto[]>(
      call('GET', '/api/user/reservations', guest.cookie),
      200,
    );
    expect(mine.find((r) => r.id === made.id)).toMatchObject({ balance: '0.00', refundDue: '0.00' });
  });

  it("after check-in only the desk adds; today's list shows the trips and extras due", async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const stay = { checkin: '2026-04-11', checkout: '2026-04-13', adults: 2, kids: 0 };
    const made = await expectAnswer<ReservationDto>(post(booking(room.id, stay), guest.cookie), 201);
    await db.update(reservations).set({ status: 'checked_in' }).where(eq(reservations.id, made.id));
    const tour = { addOns: [{ addOnId: transfer.id, quantity: 1, day: '2026-04-11' }] };
    const late = await call('POST', `/api/reservations/${made.id}/add-ons`, guest.cookie, tour);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Extras can be changed online until check-in. Please ask the front desk.',
    );
    expect(
      (await call('POST', `/api/front-desk/reservations/${made.id}/add-ons`, guest.cookie, tour)).statusCode,
    ).toBe(403);
    const byDesk = await expectAnswer<ReservationDto>(
      call('POST', `/api/front-desk/reservations/${made.id}/add-ons`, desk.cookie, tour),
      200,
    );
    expect(byDesk).toMatchObject({ totalAmount: '11800.00', addOnAmount: '1800.00' });

    const due = await expectAnswer<DueAddOnDto[]>(
      call('GET', '/api/front-desk/add-ons/today', desk.cookie),
      200,
    );
    expect(due).toContainEqual(
      expect.objectContaining({
        reservationId: made.id,
        nameEn: 'Airport transfer',
        quantity: 1,
        roomName: room.name,
        guestName: 'Maria Santos',
      }),
    );
    expect((await call('GET', '/api/front-desk/add-ons/today', guest.cookie)).statusCode).toBe(403);
  });
});

describe('a stay made longer', () => {
  it('keeps its nightly extras for the added nights, at the price they were booked at', async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const stay = {
      checkin: '2026-04-11',
      checkout: '2026-04-13',
      adults: 2,
      kids: 0,
      addOns: [
        { addOnId: breakfast.id, quantity: 2 },
        { addOnId: transfer.id, quantity: 1, day: '2026-04-11' },
      ],
    };
    const made = await expectAnswer<ReservationDto>(post(booking(room.id, stay), guest.cookie), 201);
    // 2 × 5,000 + 450 × 2 × 2 + 1,800
    expect(made.totalAmount).toBe('13600.00');
    await db.update(reservations).set({ status: 'checked_in' }).where(eq(reservations.id, made.id));
    // the breakfast's price goes up after the booking: the guest keeps the booked one
    await db.update(addOns).set({ price: '500.00' }).where(eq(addOns.id, breakfast.id));
    const extended = await call('PATCH', `/api/receptionist/reservations/${made.id}/extend`, desk.cookie, {
      newCheckout: '2026-04-15',
    });
    await db.update(addOns).set({ price: '450.00' }).where(eq(addOns.id, breakfast.id));
    expect(extended.statusCode, extended.body).toBe(200);
    // + 2 nights × 5,000 + 450 × 2 × 2 breakfasts; the transfer is once
    expect(extended.json<ReservationDto>()).toMatchObject({
      totalAmount: '25400.00',
      addOnAmount: '5400.00',
    });
    const lines = await linesOf(made.id);
    expect(lines.map((l) => [l.day, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['2026-04-11', 2, '450.00', '1800.00'],
      ['2026-04-11', 1, '1800.00', '1800.00'],
      ['2026-04-13', 2, '450.00', '1800.00'],
    ]);
    const note = (await eventsOf(made.id)).find((e) => e.action === 'extended')?.note;
    expect(note).toContain('Extras for the added nights: Breakfast buffet × 2 (₱1800.00)');
  });
});

describe('extras on the receipt and in the report', () => {
  it('lists each line on the receipt, and counts them as Add-ons beside Room Revenue, never in it', async () => {
    const room = await familyRoom();
    const guest = await newGuest();
    const body = booking(room.id, {
      checkin: '2026-06-10',
      checkout: '2026-06-12',
      adults: 2,
      kids: 2,
      addOns: [
        { addOnId: breakfast.id, quantity: 4 },
        { addOnId: transfer.id, quantity: 1, day: '2026-06-10' },
      ],
    });
    const made = await expectAnswer<ReservationDto>(post(body, guest.cookie), 201);
    const receipt = await expectAnswer<ReceiptDto>(
      call('GET', `/api/reservations/${made.id}/receipt`, guest.cookie),
      200,
    );
    expect(receipt.addOns.map((l) => [l.nameEn, l.quantity, l.amount])).toEqual([
      ['Breakfast buffet', 4, '3600.00'],
      ['Airport transfer', 1, '1800.00'],
    ]);
    expect(receipt.adjustments).toEqual([]);
    expect(receipt.totals.total).toBe('15400.00');

    await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, made.id));
    const report = await expectAnswer<FinancialReportDto>(
      call('GET', '/api/financial-report?from=2026-06-01&to=2026-06-30', desk.cookie),
      200,
    );
    expect(report.figures).toMatchObject({
      bookedRevenue: '15400.00',
      roomRevenue: '10000.00',
      addOnRevenue: '5400.00',
    });
  });
});

// A group's rooms carry their own extras (ADR 0065, 0066): priced by the server with each room, in the
// group's total and down payment, attached in the group's one transaction, and a full tour refuses the
// whole group with nothing written.
import type { BookingGroupDto } from '@domain/api-types';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOns, bookingGroups, payments, reservationAddOns, reservations } from '../../db/schema';
import { createRoom, storedReservations } from '../../test/factories';
import { groupBody, groupRequests, groupRoom } from '../../test/group-requests';
import { reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { newGuest } = reservationRequests(app, db);
const { paymentsOf } = storedReservations(db);
const { postGroup } = groupRequests(app);

const [breakfast, transfer, hopping] = await db
  .insert(addOns)
  .values([
    { nameEn: 'Breakfast buffet', unit: 'person_night', price: '450.00', sort: 1 },
    { nameEn: 'Airport transfer', unit: 'trip', price: '1800.00', sort: 2 },
    { nameEn: 'Island hopping', unit: 'trip', price: '1200.00', dailyLimit: 3, sort: 3 },
  ])
  .returning();
if (!breakfast || !transfer || !hopping) throw new Error('no add-ons');

const twoRooms = () =>
  Promise.all([
    createRoom(db, { name: `Family ${Math.random().toString(36).slice(2, 6)}`, basePrice: '5000.00' }),
    createRoom(db, { name: `Garden ${Math.random().toString(36).slice(2, 6)}`, basePrice: '3000.00' }),
  ]);

const linesOfRooms = async (roomIds: string[]) => {
  const rows = await db.select().from(reservations).where(inArray(reservations.roomId, roomIds));
  const lines = await db
    .select()
    .from(reservationAddOns)
    .where(
      inArray(
        reservationAddOns.reservationId,
        rows.map((row) => row.id),
      ),
    );
  return { rows, lines };
};

describe('POST /api/booking-groups with extras', () => {
  it("prices each room's extras into the group total and its 30% down payment, a client price ignored", async () => {
    const [family, garden] = await twoRooms();
    const guest = await newGuest();
    const body = groupBody([family.id, garden.id], { totalAmount: '1.00' });
    body.rooms = [
      groupRoom(family.id, [{ addOnId: breakfast.id, quantity: 2, price: '1.00' }]),
      groupRoom(garden.id, [{ addOnId: transfer.id, quantity: 1, day: '2026-04-10' }]),
    ];
    const response = await postGroup(body, guest.cookie);
    expect(response.statusCode).toBe(201);
    const group = response.json<BookingGroupDto>();
    // rooms 10,000 + 6,000; breakfast 450 × 2 × 2 nights = 1,800; transfer 1,800
    expect(group).toMatchObject({
      totalAmount: '19600.00',
      downPaymentAmount: '5880.00',
      balance: '19600.00',
    });

    const { rows, lines } = await linesOfRooms([family.id, garden.id]);
    const familyRow = rows.find((row) => row.roomId === family.id);
    const gardenRow = rows.find((row) => row.roomId === garden.id);
    expect([familyRow?.totalAmount, familyRow?.addOnAmount]).toEqual(['11800.00', '1800.00']);
    expect([gardenRow?.totalAmount, gardenRow?.addOnAmount]).toEqual(['7800.00', '1800.00']);
    expect(lines.map((l) => [l.reservationId === familyRow?.id, l.day, l.quantity, l.amount]).sort()).toEqual(
      [
        [false, '2026-04-10', 1, '1800.00'],
        [true, '2026-04-10', 2, '1800.00'],
      ].sort(),
    );
    // the down payment's parts follow what each room owes, extras included
    const parts = await paymentsOf(rows.map((row) => row.id));
    expect(parts.map((p) => Number(p.amount)).reduce((a, b) => a + b, 0)).toBe(5880);
  });

  it('refuses the whole group when a tour is full that day: no room, no line, no payment, no group', async () => {
    const [first, second] = await twoRooms();
    const guest = await newGuest();
    const body = groupBody([first.id, second.id]);
    const twoOnTheTour = [{ addOnId: hopping.id, quantity: 2, day: '2026-04-11' }];
    body.rooms = [groupRoom(first.id, twoOnTheTour), groupRoom(second.id, twoOnTheTour)];
    const groupsBefore = (await db.select().from(bookingGroups)).length;
    const paymentsBefore = (await db.select().from(payments)).length;
    const response = await postGroup(body, guest.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Island hopping is full on/);
    const { rows, lines } = await linesOfRooms([first.id, second.id]);
    expect(rows).toEqual([]);
    expect(lines).toEqual([]);
    expect((await db.select().from(bookingGroups)).length).toBe(groupsBefore);
    expect((await db.select().from(payments)).length).toBe(paymentsBefore);
  });

  it('refuses an unknown extra on one room with 404 and books nothing', async () => {
    const [first, second] = await twoRooms();
    const guest = await newGuest();
    const body = groupBody([first.id, second.id]);
    body.rooms = [
      groupRoom(first.id),
      groupRoom(second.id, [{ addOnId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    ];
    expect((await postGroup(body, guest.cookie)).statusCode).toBe(404);
    expect((await linesOfRooms([first.id, second.id])).rows).toEqual([]);
  });
});

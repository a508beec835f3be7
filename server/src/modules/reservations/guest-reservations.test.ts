// A guest's own reservations: the list (GET /api/user/reservations) and cancelling (PATCH /api/reservations/{id}).
import type { ReservationDto } from '@domain/api-types';
import type { ReservationStatus } from '@domain/reservation-status';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
  storedReservations,
} from '../../test/factories';
import { reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';
import { loadReservationDtos } from './reservation-dtos';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { rowOf } = storedReservations(db);
const { patch, getMine, expectOnlyEvent, newGuest, newOther } = reservationRequests(app, db);

let guest: { user: { id: string; email: string }; cookie: string };
let other: { user: { id: string }; cookie: string };

beforeAll(async () => {
  guest = await newGuest('maria@example.com');
  other = await newOther();
});

describe('GET /api/user/reservations', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/reservations' })).statusCode).toBe(401);
  });

  it("lists only the caller's reservations, newest check-in first, with payments and derived money", async () => {
    const me = await createSignedInUser(app);
    const stranger = await createUser(db);
    const room = await createRoom(db, { name: 'List Room' });
    const early = await createReservationRow(db, {
      userId: me.user.id,
      roomId: room.id,
      checkin: '2026-08-01',
      checkout: '2026-08-03',
      totalAmount: '10000.00',
      status: 'confirmed',
      payments: [
        { amount: '3000.00', status: 'success', kind: 'down_payment' },
        { amount: '2000.00', status: 'pending' },
        { amount: '500.00', status: 'rejected' },
      ],
    });
    const late = await createReservationRow(db, {
      userId: me.user.id,
      roomId: room.id,
      checkin: '2026-09-01',
      checkout: '2026-09-02',
    });
    await createReservationRow(db, {
      userId: stranger.id,
      roomId: room.id,
      checkin: '2026-10-01',
      checkout: '2026-10-02',
    });

    const response = await getMine(me.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<ReservationDto[]>();
    expect(list.map((r) => r.id)).toEqual([late.id, early.id]);
    const confirmed = list[1]!;
    expect(confirmed).toMatchObject({
      totalAmount: '10000.00',
      paidAmount: '3000.00',
      balance: '7000.00',
      paymentStatus: 'Partially Paid',
      room: { name: 'List Room' },
    });
    expect(confirmed.payments.map((p) => p.status)).toEqual(['success', 'pending', 'rejected']);
    expect(list[0]?.paymentStatus).toBe('Unpaid');
  });
});

describe('PATCH /api/reservations/{id}', () => {
  const stay = (userId: string, status: ReservationStatus, checkin: string) =>
    createRoom(db).then((room) =>
      createReservationRow(db, { userId, roomId: room.id, checkin, checkout: '2026-12-30', status }),
    );

  it('needs a signed-in user', async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    expect((await patch(row.id, { status: 'cancelled' })).statusCode).toBe(401);
  });

  it("answers 404 for another customer's reservation, an unknown id and a malformed id", async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    const response = await patch(row.id, { status: 'cancelled' }, other.cookie);
    expect(response.statusCode).toBe(404);
    const unchanged = await rowOf(row.id);
    expect(unchanged?.status).toBe('pending');
    expect(
      (await patch('0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11', { status: 'cancelled' }, guest.cookie)).statusCode,
    ).toBe(404);
    expect((await patch('12345', { status: 'cancelled' }, guest.cookie)).statusCode).toBe(404);
  });

  it('lets the owner cancel a pending or confirmed booking and records who did it', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const row = await stay(guest.user.id, status, '2026-12-20');
      const response = await patch(row.id, { status: 'cancelled' }, guest.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json<ReservationDto>()).toMatchObject({ id: row.id, status: 'cancelled' });
      await expectOnlyEvent(row.id, {
        action: 'cancelled',
        fromStatus: status,
        toStatus: 'cancelled',
        actorId: guest.user.id,
      });
    }
  });

  it('refuses to cancel checked-in, completed or already cancelled stays (409)', async () => {
    const cases = [
      ['checked_in', 'This reservation is checked in and can no longer be cancelled'],
      ['completed', 'This reservation is completed and can no longer be cancelled'],
      ['cancelled', 'This reservation is already cancelled'],
    ] as const;
    for (const [status, message] of cases) {
      const row = await stay(guest.user.id, status, '2026-02-20');
      const response = await patch(row.id, { status: 'cancelled' }, guest.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      const unchanged = await rowOf(row.id);
      expect(unchanged?.status).toBe(status);
    }
  });

  it('only allows cancelling (any other status is 400)', async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    const response = await patch(row.id, { status: 'confirmed' }, guest.cookie);
    expect(response.statusCode).toBe(400);
    const unchanged = await rowOf(row.id);
    expect(unchanged?.status).toBe('pending');
  });
});

describe('loadReservationDtos', () => {
  it('loadReservationDtos loads many reservations with their history', async () => {
    const list = await loadReservationDtos(app, { userId: guest.user.id, history: true });
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((r) => Array.isArray(r.history))).toBe(true);
  });
});

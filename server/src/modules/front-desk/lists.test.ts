// The desk's reservation list and its stat cards.
import type { ReceptionistStatsDto, ReservationDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { frontDeskTestApp, TODAY } from './test-desk';

const { staff, who, call, newStay } = await frontDeskTestApp();

describe('GET /api/receptionist/reservations and /stats', () => {
  it('lists every reservation by check-in with guest, room, payments and history', async () => {
    const stay = await newStay({
      status: 'pending',
      checkin: '2026-05-01',
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    await call('PATCH', `/api/receptionist/reservations/${stay.id}/confirm`, {
      cookie: staff.receptionist,
      body: { overrideReason: 'Guest pays on arrival' },
    });
    const response = await call('GET', '/api/receptionist/reservations', { cookie: staff.admin });
    expect(response.statusCode).toBe(200);
    const list = response.json<ReservationDto[]>();
    const checkins = list.map((r) => r.checkin);
    expect(checkins).toEqual([...checkins].sort());
    const found = list.find((r) => r.id === stay.id)!;
    expect(found.user).toEqual({ firstName: 'Lina', lastName: 'Santos', email: who.guest.email });
    expect(found.paymentStatus).toBe('Unpaid');
    expect(found.balance).toBe('9000.00');
    expect(found.payments).toHaveLength(1);
    expect(found.history).toEqual([
      expect.objectContaining({
        action: 'confirmed',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        actor: { firstName: 'Rosa', lastName: 'Desk' },
      }),
    ]);
  });

  it('counts today’s arrivals and departures, current guests and all reservations', async () => {
    const read = async () =>
      (
        await call('GET', '/api/receptionist/stats', { cookie: staff.receptionist })
      ).json<ReceptionistStatsDto>();
    const before = await read();
    await newStay({ status: 'checked_in', checkin: '2026-06-08', nights: 2 }); // leaves today
    await newStay({ status: 'confirmed', checkin: TODAY }); // arrives today
    await newStay({ status: 'cancelled', checkin: TODAY }); // cancelled: not activity
    await newStay({ status: 'checked_in', checkin: '2026-06-09', nights: 5 }); // staying on
    const after = await read();
    expect(after.todaysActivity - before.todaysActivity).toBe(2);
    expect(after.currentGuests - before.currentGuests).toBe(2);
    expect(after.totalReservations - before.totalReservations).toBe(4);
  });
});

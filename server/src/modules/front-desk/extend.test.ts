// Extending a stay at the desk.
import type { ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../test/factories';
import { NIGHTS_TAKEN } from '../reservations';
import { frontDeskTestApp, TODAY } from './test-desk';

const { db, rowOf, eventsOf, staff, call, newStay } = await frontDeskTestApp();

describe('PATCH /api/receptionist/reservations/{id}/extend', () => {
  it('adds the nights at the nightly price, seasonal rates included', async () => {
    const room = await createRoom(db, {
      basePrice: '4500.00',
      rates: [{ price: '6000.50', validFrom: '2026-06-13', validTo: '2026-06-13' }],
    });
    const stay = await newStay({
      status: 'checked_in',
      roomId: room.id,
      checkin: '2026-06-09',
      total: '9000.00',
    });
    // checkout 2026-06-11 -> 2026-06-14: nights of the 11th and 12th at 4500, the 13th at 6000.50
    const response = await call('PATCH', `/api/receptionist/reservations/${stay.id}/extend`, {
      cookie: staff.receptionist,
      body: { newCheckout: '2026-06-14' },
    });
    expect(response.statusCode).toBe(200);
    const dto = response.json<ReservationDto>();
    expect(dto.checkout).toBe('2026-06-14');
    expect(dto.totalAmount).toBe('24000.50');
    expect(dto.status).toBe('checked_in');
    const row = await rowOf(stay.id);
    expect(row?.totalAmount).toBe('24000.50');
    const [event] = await eventsOf(stay.id);
    expect(event?.action).toBe('extended');
    expect(event?.note).toContain('3 more nights, ₱15,000.50 added');
  });

  it('refuses nights another guest has booked, changing nothing', async () => {
    const room = await createRoom(db);
    const stay = await newStay({ status: 'checked_in', roomId: room.id, checkin: TODAY, total: '9000.00' });
    await newStay({ status: 'pending', roomId: room.id, checkin: addDays(stay.checkout, 1) });
    const response = await call('PATCH', `/api/receptionist/reservations/${stay.id}/extend`, {
      cookie: staff.admin,
      body: { newCheckout: addDays(stay.checkout, 2) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NIGHTS_TAKEN);
    const row = await rowOf(stay.id);
    expect(row?.checkout).toBe(stay.checkout);
    expect(row?.totalAmount).toBe('9000.00');
    expect(await eventsOf(stay.id)).toHaveLength(0);

    // one night more still fits before the next guest
    const fits = await call('PATCH', `/api/receptionist/reservations/${stay.id}/extend`, {
      cookie: staff.admin,
      body: { newCheckout: addDays(stay.checkout, 1) },
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().totalAmount).toBe('13500.00');
  });

  it('needs a new checkout after the current one', async () => {
    const stay = await newStay({ status: 'checked_in' });
    const url = `/api/receptionist/reservations/${stay.id}/extend`;
    const missing = await call('PATCH', url, { cookie: staff.receptionist, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.newCheckoutRequired);
    const same = await call('PATCH', url, {
      cookie: staff.receptionist,
      body: { newCheckout: stay.checkout },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(
      'The new checkout must be after the current checkout (Fri, Jun 12, 2026)',
    );
    const far = await call('PATCH', url, { cookie: staff.receptionist, body: { newCheckout: '2099-01-01' } });
    expect(far.statusCode).toBe(400);
  });
});

// Walk-in customers and bookings made for them at the desk.
import type { ReservationDto, WalkInCustomerDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createRoom, createUser } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { STAFF_EMAIL } from '../auth';
import { IDEMPOTENCY_KEY_REUSED } from '../reservations';
import { frontDeskTestApp } from './test-desk';

const { app, db, rowOf, staff, who, call } = await frontDeskTestApp();

describe('walk-ins', () => {
  const register = (body: unknown) =>
    call('POST', '/api/receptionist/walk-in-customer', { cookie: staff.receptionist, body });

  it('creates a customer without a password for a new email', async () => {
    const response = await register({
      firstName: ' Jose ',
      lastName: 'Rizal',
      email: 'Jose.Rizal@Example.com',
    });
    expect(response.statusCode).toBe(201);
    const customer = response.json<WalkInCustomerDto>();
    expect(customer).toEqual({
      id: expect.any(String),
      firstName: 'Jose',
      lastName: 'Rizal',
      email: 'jose.rizal@example.com',
    });
    const [row] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: 'customer', passwordHash: null, isActive: true });
  });

  it('reuses the customer an email already belongs to, unchanged', async () => {
    const existing = await createUser(db, {
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana.reyes@example.com',
    });
    const response = await register({ firstName: 'Anna', lastName: 'Other', email: 'ANA.REYES@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: existing.id,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana.reyes@example.com',
    });
    expect(await db.select().from(users).where(eq(users.email, 'ana.reyes@example.com'))).toHaveLength(1);
  });

  it('refuses a staff email and incomplete forms', async () => {
    const clash = await register({ firstName: 'X', lastName: 'Y', email: who.staffUsers.admin.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(STAFF_EMAIL);
    for (const body of [
      {},
      { firstName: 'A', lastName: '', email: 'a@example.com' },
      { firstName: 'A', lastName: 'B' },
    ]) {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MSG.walkInFields);
    }
  });

  describe('POST /api/receptionist/book-for-customer', () => {
    let customer: WalkInCustomerDto;
    let roomId = '';
    beforeAll(async () => {
      customer = (
        await register({ firstName: 'Maria', lastName: 'Clara', email: 'maria.clara@example.com' })
      ).json();
      roomId = (await createRoom(db, { basePrice: '3500.00', maxAdults: 2, maxKids: 1 })).id;
    });
    const booking = (overrides: Record<string, unknown> = {}) => ({
      customerId: customer.id,
      roomId,
      checkin: '2026-06-20',
      checkout: '2026-06-22',
      adults: 2,
      kids: 1,
      totalAmount: '7777.77',
      paymentMethod: 'cash',
      transactionId: 'OR-2001',
      specialRequests: 'Late arrival',
      ...overrides,
    });
    const book = (body: unknown, cookie = staff.receptionist) =>
      call('POST', '/api/receptionist/book-for-customer', { cookie, body });

    it('books at the receptionist’s total with the desk payment recorded as received', async () => {
      const { customerId: _customerId, ...sent } = booking();
      const dto = await expectAnswer<ReservationDto>(book(booking()), 201);
      // the stay as sent, at the receptionist's total, for the walk-in
      expect(dto).toMatchObject({
        ...sent,
        status: 'pending',
        user: { firstName: 'Maria', lastName: 'Clara', email: 'maria.clara@example.com' },
        // 30% of 7777.77 = 2333.331 -> 2333.33
        paidAmount: '2333.33',
        balance: '5444.44',
        paymentStatus: 'Partially Paid',
      });
      expect(dto.payments).toEqual([
        expect.objectContaining({
          amount: '2333.33',
          status: 'success',
          kind: 'desk',
          paymentMethod: 'cash',
        }),
      ]);
      const row = await rowOf(dto.id);
      expect(row?.createdBy).toBe(who.staffUsers.receptionist.id);
      expect(row?.userId).toBe(customer.id);
    });

    it('keeps the no-overlap guarantee', async () => {
      const clash = await book(booking({ checkin: '2026-06-21', checkout: '2026-06-23' }), staff.admin);
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe(MSG.datesTaken);
      const back = await book(booking({ checkin: '2026-06-22', checkout: '2026-06-23' }), staff.admin);
      expect(back.statusCode).toBe(201);
    });

    it('answers a repeated click (same Idempotency-Key) with the first booking', async () => {
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/receptionist/book-for-customer',
          headers: { cookie: staff.receptionist, 'idempotency-key': 'walk-in-click-1' },
          payload: booking({ checkin: '2026-09-01', checkout: '2026-09-02' }),
        });
      const first = await send();
      const second = await send();
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json().id).toBe(first.json().id);
    });

    it('refuses the same Idempotency-Key with a different booking (422)', async () => {
      const send = (dates: { checkin: string; checkout: string }) =>
        app.inject({
          method: 'POST',
          url: '/api/receptionist/book-for-customer',
          headers: { cookie: staff.receptionist, 'idempotency-key': 'walk-in-click-2' },
          payload: booking(dates),
        });
      expect((await send({ checkin: '2026-09-05', checkout: '2026-09-06' })).statusCode).toBe(201);
      const other = await send({ checkin: '2026-09-10', checkout: '2026-09-12' });
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    });

    it('checks the payload, dates, guests and customer', async () => {
      for (const body of [{}, { customerId: customer.id }]) {
        const missing = await book(body);
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toBe(MSG.walkInBookingFields);
      }
      for (const field of [
        'roomId',
        'checkin',
        'checkout',
        'totalAmount',
        'paymentMethod',
        'transactionId',
      ]) {
        const response = await book(booking({ [field]: '' }));
        expect(response.statusCode, field).toBe(400);
        expect(response.json().message, field).toBe(MSG.walkInBookingFields);
      }
      const past = await book(booking({ checkin: '2026-06-09', checkout: '2026-06-11' }));
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(MSG.checkinInPast);
      const backwards = await book(booking({ checkin: '2026-07-05', checkout: '2026-07-03' }));
      expect(backwards.json().message).toBe(MSG.checkoutAfterCheckin);
      const crowd = await book(booking({ checkin: '2026-08-01', checkout: '2026-08-02', adults: 3 }));
      expect(crowd.statusCode).toBe(400);
      expect(crowd.json().message).toBe('This room takes 1 to 2 adults');
      const unknownRoom = await book(booking({ roomId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknownRoom.statusCode).toBe(404);
      const unknownCustomer = await book(booking({ customerId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknownCustomer.statusCode).toBe(404);
      const staffCustomer = await book(booking({ customerId: who.staffUsers.admin.id }));
      expect(staffCustomer.statusCode).toBe(400);
    });
  });
});

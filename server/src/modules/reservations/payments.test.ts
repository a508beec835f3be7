import type { PaymentDto, ReservationDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import type { ReservationStatus } from '@domain/reservation-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  storedReservations,
} from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { eventsOf } = storedReservations(db);

const pay = (body: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/payments', payload: body, headers: cookie ? { cookie } : {} });

let guest: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;
let roomId = '';
let day = 0;

/** A reservation of the guest's with its own dates (rooms may hold one stay per night). */
const stay = async (
  options: {
    status?: ReservationStatus;
    total?: string;
    userId?: string;
    paid?: Parameters<typeof createReservationRow>[1]['payments'];
  } = {},
) => {
  day += 3;
  const checkin = new Date(Date.UTC(2026, 5, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return createReservationRow(db, {
    userId: options.userId ?? guest.user.id,
    roomId,
    checkin,
    status: options.status ?? 'confirmed',
    totalAmount: options.total ?? '10000.00',
    payments: options.paid,
  });
};

beforeAll(async () => {
  guest = await createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos' });
  other = await createSignedInUser(app);
  roomId = (await createRoom(db, { name: 'Payment Test Room' })).id;
});

describe('POST /api/payments', () => {
  it('needs a signed-in user', async () => {
    const row = await stay();
    const response = await pay({
      reservationId: row.id,
      amount: 100,
      paymentMethod: 'gcash',
      transactionId: 'x',
    });
    expect(response.statusCode).toBe(401);
  });

  it('records a payment on a confirmed booking as awaiting verification; it does not count as paid yet', async () => {
    const row = await stay({ paid: [{ amount: '3000.00', status: 'success', kind: 'down_payment' }] });
    const response = await pay(
      { reservationId: row.id, amount: 7000, paymentMethod: 'paymaya', transactionId: '  PM-123  ' },
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<PaymentDto>()).toMatchObject({
      reservationId: row.id,
      amount: '7000.00',
      paymentMethod: 'paymaya',
      transactionId: 'PM-123',
      status: 'pending',
      kind: 'guest',
      referenceCode: row.referenceCode,
      roomName: 'Payment Test Room',
    });
    const [stored] = await db.select().from(payments).where(eq(payments.id, response.json().id));
    expect(stored).toMatchObject({
      status: 'pending',
      kind: 'guest',
      recordedBy: guest.user.id,
      verifiedBy: null,
    });
    const events = await eventsOf(row.id);
    expect(events.map((e) => e.action)).toEqual(['payment_recorded']);

    const mine = (
      await app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie: guest.cookie } })
    )
      .json<ReservationDto[]>()
      .find((r) => r.id === row.id);
    expect(mine).toMatchObject({
      paidAmount: '3000.00',
      balance: '7000.00',
      paymentStatus: 'Partially Paid',
    });
  });

  it('accepts checked-in stays and amounts as strings', async () => {
    const row = await stay({ status: 'checked_in' });
    const response = await pay(
      { reservationId: row.id, amount: '2500.50', paymentMethod: 'cash', transactionId: 'OR-1' },
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().amount).toBe('2500.50');
  });

  it("answers 404 for another customer's reservation and unknown ones", async () => {
    const row = await stay();
    const response = await pay(
      { reservationId: row.id, amount: 100, paymentMethod: 'gcash', transactionId: 'x' },
      other.cookie,
    );
    expect(response.statusCode).toBe(404);
    const unknown = await pay(
      {
        reservationId: '0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11',
        amount: 100,
        paymentMethod: 'gcash',
        transactionId: 'x',
      },
      guest.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await db.select().from(payments).where(eq(payments.reservationId, row.id))).toHaveLength(0);
  });

  it('refuses payments unless the booking is confirmed or checked in with a balance (409)', async () => {
    const cases: [Parameters<typeof stay>[0] & { status: string }, string][] = [
      [{ status: 'pending' }, 'Payments can be recorded once the front desk has confirmed your reservation'],
      [{ status: 'cancelled' }, 'This reservation is cancelled and takes no payments'],
      [{ status: 'completed' }, 'This stay is completed and takes no payments'],
      [
        { status: 'confirmed', paid: [{ amount: '10000.00', status: 'success' as const }] },
        'This reservation is already fully paid',
      ],
    ];
    for (const [options, message] of cases) {
      const row = await stay(options);
      const response = await pay(
        { reservationId: row.id, amount: 100, paymentMethod: 'gcash', transactionId: 'GC-1' },
        guest.cookie,
      );
      expect(response.statusCode, options.status).toBe(409);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses more than the balance (400)', async () => {
    const row = await stay({
      total: '10000.01',
      paid: [
        { amount: '3000.00', status: 'success' },
        { amount: '7000.01', status: 'rejected' },
      ],
    });
    const tooMuch = await pay(
      { reservationId: row.id, amount: '7000.02', paymentMethod: 'gcash', transactionId: 'GC-2' },
      guest.cookie,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('This payment would exceed the balance of ₱7,000.01');
    const exact = await pay(
      { reservationId: row.id, amount: '7000.01', paymentMethod: 'gcash', transactionId: 'GC-3' },
      guest.cookie,
    );
    expect(exact.statusCode).toBe(201);
  });

  it("answers the spec's validation messages", async () => {
    const row = await stay();
    const base = { reservationId: row.id, amount: 100, paymentMethod: 'gcash', transactionId: 'GC-9' };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, MSG.invalidAmount],
      [{ amount: -5 }, MSG.invalidAmount],
      [{ amount: 'abc' }, MSG.invalidAmount],
      [{ amount: '' }, MSG.invalidAmount],
      // a third decimal, as a number (it was rounded to 0.01) or a string
      [{ amount: 0.005 }, MSG.invalidAmount],
      [{ amount: '0.005' }, MSG.invalidAmount],
      [{ amount: 100.001 }, MSG.invalidAmount],
      [{ transactionId: '   ' }, MSG.paymentTransactionRequired],
      [{ transactionId: undefined }, MSG.paymentTransactionRequired],
      [{ paymentMethod: 'bitcoin' }, 'Please choose a payment method'],
    ];
    for (const [overrides, message] of cases) {
      const response = await pay({ ...base, ...overrides }, guest.cookie);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await db.select().from(payments).where(eq(payments.reservationId, row.id))).toEqual([]);
    for (const method of ['gcash', 'paymaya', 'card', 'bank_transfer', 'cash']) {
      const response = await pay({ ...base, paymentMethod: method, amount: 1 }, guest.cookie);
      expect(response.statusCode, method).toBe(201);
    }
  });
});

describe('GET /api/user/payments', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/payments' })).statusCode).toBe(401);
  });

  it("lists only the caller's payments, newest first, with reference code and room name", async () => {
    const me = await createSignedInUser(app);
    const mine = await stay({ userId: me.user.id });
    const theirs = await stay({ userId: other.user.id, paid: [{ amount: '50.00' }] });
    for (const [amount, transactionId] of [
      [100, 'FIRST'],
      [200, 'SECOND'],
    ] as const) {
      const response = await pay(
        { reservationId: mine.id, amount, paymentMethod: 'gcash', transactionId },
        me.cookie,
      );
      expect(response.statusCode).toBe(201);
      // payment dates come from the app clock; space them out so the order is observable
      await db
        .update(payments)
        .set({ paymentDate: new Date(Date.UTC(2026, 2, amount === 100 ? 1 : 2)) })
        .where(eq(payments.id, response.json().id));
    }
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/payments',
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<PaymentDto[]>();
    expect(list.map((p) => p.transactionId)).toEqual(['SECOND', 'FIRST']);
    expect(list[0]).toMatchObject({
      referenceCode: mine.referenceCode,
      roomName: 'Payment Test Room',
      amount: '200.00',
    });
    expect(list.some((p) => p.reservationId === theirs.id)).toBe(false);
  });
});

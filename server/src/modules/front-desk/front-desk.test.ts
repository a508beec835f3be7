import type {
  PaymentDto,
  ReceptionistStatsDto,
  ReservationDto,
  StaffPaymentDto,
  WalkInCustomerDto,
} from '@domain/api-types';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import {
  ACTION_RESULT,
  canStaff,
  RESERVATION_STATUSES,
  type ReservationStatus,
  type StaffAction,
} from '@domain/reservation-status';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
  storedReservations,
  type TestUser,
} from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { STAFF_EMAIL } from '../auth';
import { IDEMPOTENCY_KEY_REUSED, NIGHTS_TAKEN } from '../reservations';

// The resort's clock: noon of 2026-06-10 in Manila.
const TODAY = '2026-06-10';
const ctx = await createTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });
const { app, db, sentMail } = ctx;
const { rowOf, eventsOf } = storedReservations(db);

const staff = { receptionist: '', admin: '' };
let staffUsers: Record<'receptionist' | 'admin', TestUser>;
let customerCookie = '';
let guest: TestUser;
let guestCookie = '';

beforeAll(async () => {
  const receptionist = await createSignedInUser(app, {
    role: 'receptionist',
    firstName: 'Rosa',
    lastName: 'Desk',
  });
  const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ada', lastName: 'Boss' });
  staff.receptionist = receptionist.cookie;
  staff.admin = admin.cookie;
  staffUsers = { receptionist: receptionist.user, admin: admin.user };
  customerCookie = (await createSignedInUser(app)).cookie;
  const owner = await createSignedInUser(app, { firstName: 'Lina', lastName: 'Santos' });
  guest = owner.user;
  guestCookie = owner.cookie;
});

type Role = 'receptionist' | 'admin';

const call = (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: unknown } = {},
) =>
  app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

/** A reservation of the guest in a room of its own (so nothing overlaps), checking in today by default. */
const newStay = async (
  options: {
    status?: ReservationStatus;
    checkin?: string;
    nights?: number;
    total?: string;
    basePrice?: string;
    payments?: Parameters<typeof createReservationRow>[1]['payments'];
    roomId?: string;
  } = {},
) => {
  const roomId = options.roomId ?? (await createRoom(db, { basePrice: options.basePrice ?? '4500.00' })).id;
  const checkin = options.checkin ?? TODAY;
  return createReservationRow(db, {
    userId: guest.id,
    roomId,
    status: options.status ?? 'pending',
    checkin,
    checkout: addDays(checkin, options.nights ?? 2),
    totalAmount: options.total ?? '9000.00',
    payments: options.payments,
  });
};

/** The payment a stay was made with (newStay's `payments`). */
const paymentOf = async (reservationId: string) => {
  const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservationId));
  if (!payment) throw new Error(`no payment on ${reservationId}`);
  return payment;
};

/** PATCH /api/receptionist/payments/:id: the desk marks a payment verified (success) or rejected. */
const checkPayment = (paymentId: string, status: string, cookie = staff.admin) =>
  call('PATCH', `/api/receptionist/payments/${paymentId}`, { cookie, body: { status } });

const actionUrl = (id: string, action: StaffAction) =>
  action === 'delete'
    ? { method: 'DELETE' as const, url: `/api/receptionist/reservations/${id}` }
    : { method: 'PATCH' as const, url: `/api/receptionist/reservations/${id}/${action}` };

const doAction = async (id: string, action: StaffAction, cookie: string, checkout?: string) => {
  const { method, url } = actionUrl(id, action);
  return call(method, url, {
    cookie,
    body: action === 'extend' ? { newCheckout: addDays(checkout ?? TODAY, 1) } : undefined,
  });
};

const ACTIONS: StaffAction[] = ['confirm', 'checkin', 'checkout', 'extend', 'cancel', 'delete'];

describe('who may use the front desk', () => {
  const endpoints = (id: string) => [
    { method: 'GET' as const, url: '/api/receptionist/reservations' },
    { method: 'GET' as const, url: '/api/receptionist/stats' },
    { method: 'GET' as const, url: '/api/receptionist/payments' },
    ...ACTIONS.map((action) => actionUrl(id, action)),
    { method: 'PATCH' as const, url: `/api/receptionist/payments/${id}`, body: { status: 'success' } },
    { method: 'POST' as const, url: '/api/receptionist/payments', body: {} },
    { method: 'POST' as const, url: '/api/receptionist/walk-in-customer', body: {} },
    { method: 'POST' as const, url: '/api/receptionist/book-for-customer', body: {} },
  ];

  it('answers a visitor 401 and a customer 403 on every call, changing nothing', async () => {
    const stay = await newStay();
    for (const endpoint of endpoints(stay.id)) {
      const visitor = await call(endpoint.method, endpoint.url, {
        body: 'body' in endpoint ? endpoint.body : undefined,
      });
      expect(visitor.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      const customer = await call(endpoint.method, endpoint.url, {
        cookie: customerCookie,
        body: 'body' in endpoint ? endpoint.body : undefined,
      });
      expect(customer.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
    }
    expect((await rowOf(stay.id))?.status).toBe('pending');
  });

  it('treats a disabled receptionist as forbidden', async () => {
    const { cookie } = await createSignedInUser(app, { role: 'receptionist', isActive: false });
    expect((await call('GET', '/api/receptionist/reservations', { cookie })).statusCode).toBe(403);
  });
});

describe('reservation moves (spec section 4)', () => {
  const cases = (['receptionist', 'admin'] as Role[]).flatMap((role) =>
    RESERVATION_STATUSES.flatMap((status) => ACTIONS.map((action) => ({ role, status, action }))),
  );

  it.each(cases)('$role: $action from $status', async ({ role, status, action }) => {
    // paid in full, so the ledger's own checks (confirm needs 30%, check-out needs the balance) stay quiet
    const stay = await newStay({ status, payments: [{ amount: '9000.00', kind: 'down_payment' }] });
    const response = await doAction(stay.id, action, staff[role], stay.checkout);
    const events = await eventsOf(stay.id);

    if (!canStaff(status, action)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^(Cannot|This reservation is already)/);
      expect((await rowOf(stay.id))?.status).toBe(status);
      expect(events).toHaveLength(0);
      return;
    }

    if (action === 'delete') {
      // archived, never erased: the row, its status and its money stay for the books
      expect(response.statusCode).toBe(204);
      expect(await rowOf(stay.id)).toMatchObject({ status, archivedAt: expect.any(Date) });
      return;
    }

    expect(response.statusCode).toBe(200);
    const dto = response.json<ReservationDto>();
    const row = await rowOf(stay.id);
    if (action === 'extend') {
      expect(row?.status).toBe(status);
      expect(dto.checkout).toBe(addDays(stay.checkout, 1));
    } else {
      expect(row?.status).toBe(ACTION_RESULT[action]);
      expect(dto.status).toBe(ACTION_RESULT[action]);
    }
    // who did it and when: one history row, shown on the card with the actor's name
    expect(events).toHaveLength(1);
    expect(events[0]?.actorId).toBe(staffUsers[role].id);
    expect(dto.history?.at(-1)).toMatchObject({
      fromStatus: status,
      toStatus: action === 'extend' ? status : ACTION_RESULT[action],
      actor: { firstName: staffUsers[role].firstName, lastName: staffUsers[role].lastName },
    });
  });

  it('explains an illegal move', async () => {
    const stay = await newStay({ status: 'pending' });
    const checkin = await doAction(stay.id, 'checkin', staff.receptionist);
    expect(checkin.statusCode).toBe(409);
    expect(checkin.json().message).toBe('Cannot check in a reservation that is pending. Confirm it first.');

    const remove = await doAction(stay.id, 'delete', staff.receptionist);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      'Cannot delete a reservation that is pending. Only finished reservations (completed, cancelled, expired or no-show) can be deleted.',
    );

    const done = await newStay({ status: 'completed' });
    const again = await doAction(done.id, 'checkout', staff.receptionist);
    expect(again.json().message).toBe('This reservation is already completed.');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const action of ACTIONS) {
        const response = await doAction(id, action, staff.receptionist);
        expect(response.statusCode, `${action} ${id}`).toBe(404);
      }
    }
  });

  it('opens check-in on the check-in day, not before', async () => {
    const stay = await newStay({ status: 'confirmed', checkin: '2026-06-12' });
    const early = await doAction(stay.id, 'checkin', staff.receptionist);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This stay starts on Fri, Jun 12, 2026; check-in opens that day.');

    // a late arrival is still let in
    const late = await newStay({ status: 'confirmed', checkin: '2026-06-09' });
    expect((await doAction(late.id, 'checkin', staff.receptionist)).statusCode).toBe(200);
  });

  it('emails the guest when a reservation is confirmed', async () => {
    const stay = await newStay({
      status: 'pending',
      checkin: '2026-07-01',
      nights: 3,
      total: '13500.00',
      payments: [{ amount: '4050.00', status: 'success', kind: 'down_payment' }],
    });
    await app.jobs.runDue(); // the emails the tests before queued
    const before = sentMail.length;
    const response = await doAction(stay.id, 'confirm', staff.receptionist);
    expect(response.statusCode).toBe(200);
    await app.jobs.runDue(); // the email is sent after the answer
    expect(sentMail).toHaveLength(before + 1);
    const mail = sentMail.at(-1)!;
    expect(mail.to).toBe(guest.email);
    expect(mail.subject).toBe(`Reservation confirmed – ${stay.referenceCode}`);
    expect(mail.text).toContain('Check-in: Wed, Jul 1, 2026, from 3:00 PM');
    expect(mail.text).toContain('Check-out: Sat, Jul 4, 2026, until 12:00 PM');
    expect(mail.text).toContain('Total: ₱13,500.00');
    expect(mail.text).toContain('Paid: ₱4,050.00');
    expect(mail.text).toContain('Balance due at check-in: ₱9,450.00');
    const dto = response.json<ReservationDto>();
    expect(mail.text).toContain(`Room: ${dto.room.name}`);
  });

  it('lets exactly one of two clerks confirm the same reservation at once', async () => {
    const stay = await newStay({
      status: 'pending',
      payments: [{ amount: '2700.00', kind: 'down_payment' }],
    });
    await app.jobs.runDue();
    const before = sentMail.length;
    // two clerks, each double-clicking
    const responses = await Promise.all(
      [staff.receptionist, staff.admin, staff.receptionist, staff.admin].map((cookie) =>
        doAction(stay.id, 'confirm', cookie),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const loser of responses.filter((r) => r.statusCode === 409))
      expect(loser.json().message).toBe('This reservation is already confirmed.');
    expect(await eventsOf(stay.id)).toHaveLength(1);
    await app.jobs.runDue();
    expect(sentMail).toHaveLength(before + 1);
  });

  it('archives a finished reservation with its payments and history: nothing erased', async () => {
    const stay = await newStay({ status: 'confirmed', payments: [{ amount: '2700.00' }] });
    await doAction(stay.id, 'cancel', staff.receptionist);
    expect(await eventsOf(stay.id)).toHaveLength(1);
    expect((await doAction(stay.id, 'delete', staff.receptionist)).statusCode).toBe(204);
    expect(await db.select().from(payments).where(eq(payments.reservationId, stay.id))).toHaveLength(1);
    expect((await eventsOf(stay.id)).map((event) => event.action)).toEqual(['cancelled', 'archived']);
    expect((await doAction(stay.id, 'delete', staff.receptionist)).statusCode).toBe(404);
  });
});

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
    expect(found.user).toEqual({ firstName: 'Lina', lastName: 'Santos', email: guest.email });
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

describe('payment checks', () => {
  it('lists payments awaiting verification with their booking', async () => {
    const stay = await newStay({
      status: 'pending',
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const response = await call('GET', '/api/receptionist/payments', { cookie: staff.receptionist });
    expect(response.statusCode).toBe(200);
    const list = response.json<StaffPaymentDto[]>();
    expect(list.every((p) => p.status === 'pending')).toBe(true);
    const payment = list.find((p) => p.reservationId === stay.id);
    expect(payment).toMatchObject({
      amount: '2700.00',
      status: 'pending',
      kind: 'down_payment',
      referenceCode: stay.referenceCode,
      guest: { firstName: 'Lina', lastName: 'Santos', email: guest.email },
      reservationStatus: 'pending',
      verifiedAt: null,
    });
    expect(payment?.roomName).toMatch(/^Test Room/);
    expect(payment?.transactionId).toMatch(/^PAY-/);
    const bad = await call('GET', '/api/receptionist/payments?status=weird', { cookie: staff.receptionist });
    expect(bad.statusCode).toBe(400);
  });

  it('verifies a payment: the guest sees it paid', async () => {
    const stay = await newStay({
      status: 'confirmed',
      total: '9000.00',
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const pending = await paymentOf(stay.id);
    const response = await checkPayment(pending.id, 'success', staff.receptionist);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffPaymentDto>()).toMatchObject({ id: pending.id, status: 'success' });
    const [row] = await db.select().from(payments).where(eq(payments.id, pending.id));
    expect(row?.verifiedBy).toBe(staffUsers.receptionist.id);
    expect(row?.verifiedAt).toBeInstanceOf(Date);

    const mine = await call('GET', '/api/user/reservations', { cookie: guestCookie });
    const booking = mine.json<ReservationDto[]>().find((r) => r.id === stay.id)!;
    expect(booking.paymentStatus).toBe('Partially Paid');
    expect(booking.paidAmount).toBe('2700.00');
    expect(booking.balance).toBe('6300.00');
    const myPayments = await call('GET', '/api/user/payments', { cookie: guestCookie });
    expect(myPayments.json<PaymentDto[]>().find((p) => p.id === pending.id)?.status).toBe('success');

    const [event] = await eventsOf(stay.id);
    expect(event).toMatchObject({ action: 'payment_verified', actorId: staffUsers.receptionist.id });
    expect(event?.note).toContain('₱2,700.00 by GCash');

    const again = await checkPayment(pending.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been verified.');
  });

  it('rejects a payment: it never counts as paid', async () => {
    const stay = await newStay({
      status: 'confirmed',
      payments: [{ amount: '9000.00', status: 'pending', kind: 'guest' }],
    });
    const pending = await paymentOf(stay.id);
    const response = await checkPayment(pending.id, 'rejected');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');
    const mine = await call('GET', '/api/user/reservations', { cookie: guestCookie });
    expect(mine.json<ReservationDto[]>().find((r) => r.id === stay.id)?.paymentStatus).toBe('Unpaid');
    expect((await eventsOf(stay.id))[0]?.action).toBe('payment_rejected');

    const bad = await checkPayment(pending.id, 'pending');
    expect(bad.statusCode).toBe(400);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await checkPayment(id, 'success');
      expect(missing.statusCode).toBe(404);
    }
  });

  it('records a payment taken at the desk, up to the balance', async () => {
    const stay = await newStay({
      status: 'checked_in',
      total: '9000.50',
      payments: [{ amount: '2700.00', status: 'success', kind: 'down_payment' }],
    });
    const pay = (amount: unknown, paymentMethod = 'cash') =>
      call('POST', '/api/receptionist/payments', {
        cookie: staff.receptionist,
        body: { reservationId: stay.id, amount, paymentMethod, transactionId: 'OR-1001' },
      });

    const tooMuch = await pay('6300.51');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('This payment would exceed the balance of ₱6,300.50');
    const zero = await pay(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(MSG.invalidAmount);
    // a third decimal is refused as a number too (0.005 was rounded to 0.01), with the string's message
    for (const amount of [0.005, '0.005', 100.001, 0.1 + 0.2]) {
      const odd = await pay(amount);
      expect(odd.statusCode, String(amount)).toBe(400);
      expect(odd.json()).toEqual({ message: MSG.invalidAmount, errors: { amount: MSG.invalidAmount } });
    }
    expect(
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.reservationId, stay.id), eq(payments.kind, 'desk'))),
    ).toEqual([]);

    const first = await pay(3000, 'card');
    expect(first.statusCode).toBe(201);
    expect(first.json<StaffPaymentDto>()).toMatchObject({
      amount: '3000.00',
      status: 'success',
      kind: 'desk',
      paymentMethod: 'card',
      transactionId: 'OR-1001',
      referenceCode: stay.referenceCode,
    });
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, stay.id), eq(payments.kind, 'desk')));
    expect(row).toMatchObject({
      recordedBy: staffUsers.receptionist.id,
      verifiedBy: staffUsers.receptionist.id,
    });

    expect((await pay('3300.50', 'gcash')).statusCode).toBe(201);
    const full = await pay('1');
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('This reservation is already fully paid');
    const mine = await call('GET', '/api/user/reservations', { cookie: guestCookie });
    expect(mine.json<ReservationDto[]>().find((r) => r.id === stay.id)).toMatchObject({
      paymentStatus: 'Paid',
      balance: '0.00',
    });
    expect((await eventsOf(stay.id)).map((e) => e.action)).toEqual(['payment_received', 'payment_received']);
  });

  it('lets only one of two desk payments for the whole balance through', async () => {
    const stay = await newStay({ status: 'checked_in', total: '5000.00' });
    const body = { reservationId: stay.id, amount: '5000.00', paymentMethod: 'cash', transactionId: 'OR-9' };
    const responses = await Promise.all([
      call('POST', '/api/receptionist/payments', { cookie: staff.receptionist, body }),
      call('POST', '/api/receptionist/payments', { cookie: staff.admin, body }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await db.select().from(payments).where(eq(payments.reservationId, stay.id))).toHaveLength(1);
  });

  it('explains a missing field of a desk payment', async () => {
    const stay = await newStay({ status: 'checked_in' });
    const response = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { reservationId: stay.id, amount: 100, paymentMethod: 'cash' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.paymentTransactionRequired);
  });

  it('takes no desk payment for a cancelled or unknown reservation', async () => {
    const stay = await newStay({ status: 'cancelled' });
    const body = { amount: 100, paymentMethod: 'cash', transactionId: 'OR-1' };
    const cancelled = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { ...body, reservationId: stay.id },
    });
    expect(cancelled.statusCode).toBe(409);
    const unknown = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { ...body, reservationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

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
    const clash = await register({ firstName: 'X', lastName: 'Y', email: staffUsers.admin.email });
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
      expect(row?.createdBy).toBe(staffUsers.receptionist.id);
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
      const staffCustomer = await book(booking({ customerId: staffUsers.admin.id }));
      expect(staffCustomer.statusCode).toBe(400);
    });
  });
});

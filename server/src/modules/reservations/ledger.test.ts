// The reservation as a ledger: holds that end, payments within the
// balance, refunds, check-out with a balance, confirm overrides, no-shows, archiving instead of erasing.
import type { ReservationDto, StaffPaymentDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import {
  downPaymentMissingMessage,
  exceedsBalanceMessage,
  TOO_MANY_PENDING_MESSAGE,
  unpaidCheckoutMessage,
} from '@domain/ledger';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { payments, reservations, rooms, users } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  signInDeskAndGuest,
  storedReservations,
} from '../../test/factories';
import { callerOf, postBooking } from '../../test/http';
import { createTestApp, testConfig, testDbKind } from '../../test/test-app';

// The resort's clock (movable): noon of 2026-06-10 in Manila.
const TODAY = '2026-06-10';
let clock = new Date('2026-06-10T04:00:00Z');
const { app, db, sentMail, databaseUrl } = await createTestApp({ now: () => clock });
const { rowOf, eventsOf } = storedReservations(db);

const {
  desk: { cookie: desk },
  guest: { user: guest, cookie: guestCookie },
} = await signInDeskAndGuest(app, { firstName: 'Lina', lastName: 'Santos' });

const call = callerOf(app);

const hours = (n: number) => n * 3_600_000;

/** A stay of the guest in a room of its own: ₱9,000 for 2 nights from `checkin` (default in 5 days). */
const newStay = async (options: Partial<Parameters<typeof createReservationRow>[1]> = {}) => {
  const room = await createRoom(db, { basePrice: '4500.00' });
  const checkin = options.checkin ?? addDays(TODAY, 5);
  return createReservationRow(db, {
    userId: guest.id,
    roomId: room.id,
    checkin,
    checkout: addDays(checkin, 2),
    totalAmount: '9000.00',
    ...options,
  });
};

const staffList = async () =>
  (await call('GET', '/api/receptionist/reservations', desk)).json<ReservationDto[]>();
const mailsTo = (email: string) => sentMail.filter((mail) => mail.to === email);

describe('confirming needs a verified down payment', () => {
  it('refuses without one, names the amount, and changes nothing', async () => {
    const stay = await newStay({
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const response = await call('PATCH', `/api/receptionist/reservations/${stay.id}/confirm`, desk);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(downPaymentMissingMessage(270_000));
    expect((await rowOf(stay.id))?.status).toBe('pending');
  });

  it('confirms with an override reason, kept in the history', async () => {
    const stay = await newStay();
    const response = await call('PATCH', `/api/receptionist/reservations/${stay.id}/confirm`, desk, {
      overrideReason: 'Regular guest, pays on arrival',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReservationDto>().status).toBe('confirmed');
    const events = await eventsOf(stay.id);
    expect(events.at(-1)?.note).toContain('Regular guest, pays on arrival');
  });

  it('confirms bodyless once 30% is verified', async () => {
    const stay = await newStay({
      payments: [{ amount: '2700.00', status: 'success', kind: 'down_payment' }],
    });
    const response = await call('PATCH', `/api/receptionist/reservations/${stay.id}/confirm`, desk);
    expect(response.statusCode).toBe(200);
  });
});

describe('payments never above the balance', () => {
  it('refuses a desk payment above the balance with the exact message', async () => {
    const stay = await newStay({ status: 'confirmed', payments: [{ amount: '2700.00' }] });
    const response = await call('POST', '/api/receptionist/payments', desk, {
      reservationId: stay.id,
      amount: '6300.01',
      paymentMethod: 'cash',
      transactionId: 'OR-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(exceedsBalanceMessage(630_000));
    expect((await db.select().from(payments).where(eq(payments.reservationId, stay.id))).length).toBe(1);
  });

  it('lets only one of two racing verifications pass when both would not fit', async () => {
    const stay = await newStay({
      status: 'confirmed',
      payments: [
        { amount: '2700.00' },
        { amount: '6300.00', status: 'pending' },
        { amount: '6300.00', status: 'pending' },
      ],
    });
    const pending = await db.select().from(payments).where(eq(payments.reservationId, stay.id));
    const ids = pending.filter((p) => p.status === 'pending').map((p) => p.id);
    const answers = await Promise.all(
      ids.map((id) => call('PATCH', `/api/receptionist/payments/${id}`, desk, { status: 'success' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(exceedsBalanceMessage(0));
    const [dto] = (await staffList()).filter((r) => r.id === stay.id);
    expect(dto).toMatchObject({ paidAmount: '9000.00', balance: '0.00' });
  });
});

describe('a rejected down payment holds the room for HOLD_HOURS, then the booking expires', () => {
  it('sets the deadline, emails the guest, and expires with the nights released', async () => {
    clock = new Date('2026-06-10T04:00:00Z');
    const stay = await newStay({
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, stay.id));
    const rejected = await call('PATCH', `/api/receptionist/payments/${payment?.id}`, desk, {
      status: 'rejected',
      reason: 'No such GCash reference',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await rowOf(stay.id))?.holdExpiresAt?.toISOString()).toBe(
      new Date(clock.getTime() + hours(24)).toISOString(),
    );
    // the email goes out after the answer, with the next jobs (running them at this clock would use up
    // the expiry job's slot that the two-instance test below needs)
    const mailsAbout = () => mailsTo(guest.email).filter((mail) => mail.subject.includes(stay.referenceCode));

    // still within the hold: the job leaves it alone
    clock = new Date(clock.getTime() + hours(23));
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.status).toBe('pending');
    expect(mailsAbout()).toHaveLength(1);

    clock = new Date(clock.getTime() + hours(2));
    await app.jobs.runDue();
    const row = await rowOf(stay.id);
    expect(row?.status).toBe('expired');
    const events = await eventsOf(stay.id);
    expect(events.at(-1)).toMatchObject({ action: 'expired', fromStatus: 'pending', toStatus: 'expired' });
    expect(mailsAbout()).toHaveLength(2);
    // the nights are free again: the same room and dates can be held by another booking
    await expect(
      createReservationRow(db, {
        userId: guest.id,
        roomId: stay.roomId,
        checkin: stay.checkin,
        checkout: stay.checkout,
      }),
    ).resolves.toBeTruthy();
    clock = new Date('2026-06-10T04:00:00Z');
  });

  it('a new reference from the guest stops the clock', async () => {
    const stay = await newStay({ holdExpiresAt: new Date(clock.getTime() + hours(5)) });
    const response = await call('POST', '/api/payments', guestCookie, {
      reservationId: stay.id,
      amount: '2700.00',
      paymentMethod: 'gcash',
      transactionId: 'GC-NEW-REF',
    });
    expect(response.statusCode).toBe(201);
    expect((await rowOf(stay.id))?.holdExpiresAt).toBeNull();
    clock = new Date(clock.getTime() + hours(6));
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.status).toBe('pending');
    clock = new Date('2026-06-10T04:00:00Z');
  });
});

describe('a customer may have 3 bookings waiting for verification', () => {
  it('refuses the fourth with the message, changing nothing', async () => {
    const booker = await createSignedInUser(app);
    for (let i = 0; i < 3; i++) {
      const room = await createRoom(db, { basePrice: '3000.00' });
      const response = await postBooking(app, booker.cookie, {
        roomId: room.id,
        checkin: addDays(TODAY, 10),
        checkout: addDays(TODAY, 11),
      });
      expect(response.statusCode).toBe(201);
    }
    const room = await createRoom(db, { basePrice: '3000.00' });
    const fourth = await postBooking(app, booker.cookie, {
      roomId: room.id,
      checkin: addDays(TODAY, 10),
      checkout: addDays(TODAY, 11),
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(TOO_MANY_PENDING_MESSAGE);
    const theirs = await db.select().from(reservations).where(eq(reservations.userId, booker.user.id));
    expect(theirs).toHaveLength(3);
  });

  it('holds under parallel bookings: 12 at once give exactly 3', async () => {
    const booker = await createSignedInUser(app);
    const rooms = await Promise.all(
      Array.from({ length: 12 }, () => createRoom(db, { basePrice: '3000.00' })),
    );
    const answers = await Promise.all(
      rooms.map((room) =>
        postBooking(app, booker.cookie, {
          roomId: room.id,
          checkin: addDays(TODAY, 20),
          checkout: addDays(TODAY, 21),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(TOO_MANY_PENDING_MESSAGE);
    const theirs = await db.select().from(reservations).where(eq(reservations.userId, booker.user.id));
    expect(theirs).toHaveLength(3);
  });
});

describe('no-show', () => {
  it('opens the day after check-in, releases the nights, keeps the money', async () => {
    const stay = await newStay({ status: 'confirmed', checkin: TODAY, payments: [{ amount: '2700.00' }] });
    const early = await call('PATCH', `/api/receptionist/reservations/${stay.id}/no-show`, desk);
    expect(early.statusCode).toBe(409);
    clock = new Date('2026-06-11T04:00:00Z');
    const marked = await call('PATCH', `/api/receptionist/reservations/${stay.id}/no-show`, desk);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<ReservationDto>()).toMatchObject({
      status: 'no_show',
      paidAmount: '2700.00',
      refundDue: '0.00',
    });
    clock = new Date('2026-06-10T04:00:00Z');
  });
});

describe('refunds', () => {
  it('shows the refund due on a cancelled booking and records the refund against it', async () => {
    const stay = await newStay({
      status: 'cancelled',
      payments: [{ amount: '2700.00', kind: 'down_payment', paymentDate: new Date('2026-06-01T02:00:00Z') }],
    });
    const [before] = (await call('GET', '/api/user/reservations', guestCookie))
      .json<ReservationDto[]>()
      .filter((r) => r.id === stay.id);
    expect(before?.refundDue).toBe('2700.00');

    const recordRefund = (body: { amount: string | number; reason?: string }) =>
      call('POST', `/api/receptionist/reservations/${stay.id}/refunds`, desk, {
        paymentMethod: 'gcash',
        transactionId: 'RF-1',
        ...body,
      });
    const tooMuch = await recordRefund({ amount: '2700.01', reason: 'Cancelled a week ahead' });
    expect(tooMuch.statusCode).toBe(400);

    const noReason = await recordRefund({ amount: '2700.00' });
    expect(noReason.statusCode).toBe(400);

    // a third decimal: refused as a number (it was rounded to 0.01) as it is as a string
    for (const amount of [0.005, '0.005', 2699.999]) {
      const odd = await recordRefund({ amount, reason: 'Cancelled a week ahead' });
      expect(odd.statusCode, String(amount)).toBe(400);
      expect(odd.json().errors).toEqual({ amount: 'Please enter a valid amount' });
    }
    expect((await db.select().from(payments).where(eq(payments.reservationId, stay.id))).length).toBe(1);

    const refund = await recordRefund({ amount: '2700.00', reason: 'Cancelled a week ahead' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json<StaffPaymentDto>()).toMatchObject({
      kind: 'refund',
      amount: '2700.00',
      status: 'success',
    });
    const [after] = (await call('GET', '/api/user/reservations', guestCookie))
      .json<ReservationDto[]>()
      .filter((r) => r.id === stay.id);
    expect(after).toMatchObject({ paidAmount: '0.00', refundDue: '0.00' });
    expect(after?.payments.map((p) => p.kind)).toEqual(['down_payment', 'refund']);
  });
});

describe('check-out with a balance', () => {
  it('asks for the payment or an explicit "leave it unpaid", kept in the history', async () => {
    const stay = await newStay({ status: 'checked_in', checkin: TODAY, payments: [{ amount: '2700.00' }] });
    const refused = await call('PATCH', `/api/receptionist/reservations/${stay.id}/checkout`, desk);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(unpaidCheckoutMessage(630_000));
    expect((await rowOf(stay.id))?.status).toBe('checked_in');
    const left = await call('PATCH', `/api/receptionist/reservations/${stay.id}/checkout`, desk, {
      leaveUnpaid: true,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json<ReservationDto>()).toMatchObject({ status: 'completed', balance: '6300.00' });
    expect((await eventsOf(stay.id)).at(-1)?.note).toBe('Checked out leaving ₱6,300.00 unpaid');
  });
});

describe('nothing erased', () => {
  it('"deletes" a finished reservation by archiving it: gone from lists, payments and history kept', async () => {
    const stay = await newStay({ status: 'completed', payments: [{ amount: '9000.00' }] });
    const removed = await call('DELETE', `/api/receptionist/reservations/${stay.id}`, desk);
    expect(removed.statusCode).toBe(204);
    expect((await rowOf(stay.id))?.archivedAt).toBeInstanceOf(Date);
    expect(await db.select().from(payments).where(eq(payments.reservationId, stay.id))).toHaveLength(1);
    expect((await staffList()).some((r) => r.id === stay.id)).toBe(false);
    const mine = (await call('GET', '/api/user/reservations', guestCookie)).json<ReservationDto[]>();
    expect(mine.some((r) => r.id === stay.id)).toBe(false);
    const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    const archived = (await call('GET', '/api/admin/reservations/archived', admin)).json<ReservationDto[]>();
    expect(archived.map((r) => r.id)).toContain(stay.id);
    expect((await call('GET', '/api/admin/reservations/archived', desk)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/receptionist/reservations/${stay.id}`, desk)).statusCode).toBe(404);
  });

  it('archives a room and a user with finished history; refuses while nights are held', async () => {
    const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    const holder = await createSignedInUser(app);
    const room = await createRoom(db, { basePrice: '5000.00' });
    const held = await createReservationRow(db, {
      userId: holder.user.id,
      roomId: room.id,
      status: 'confirmed',
    });
    expect((await call('DELETE', `/api/admin/rooms/${room.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${holder.user.id}`, admin)).statusCode).toBe(409);
    await db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, held.id));

    expect((await call('DELETE', `/api/admin/rooms/${room.id}`, admin)).statusCode).toBe(204);
    expect((await db.select().from(rooms).where(eq(rooms.id, room.id)))[0]?.archivedAt).toBeInstanceOf(Date);
    const publicRooms = (await app.inject({ method: 'GET', url: '/api/rooms' })).json<{ id: string }[]>();
    expect(publicRooms.some((r) => r.id === room.id)).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api/rooms/${room.id}` })).statusCode).toBe(404);
    const archivedRooms = (await call('GET', '/api/admin/rooms/archived', admin)).json<{ id: string }[]>();
    expect(archivedRooms.map((r) => r.id)).toContain(room.id);

    expect((await call('DELETE', `/api/admin/users/${holder.user.id}`, admin)).statusCode).toBe(204);
    const [account] = await db.select().from(users).where(eq(users.id, holder.user.id));
    expect(account).toMatchObject({ isActive: false });
    expect(account?.archivedAt).toBeInstanceOf(Date);
    expect((await call('GET', '/api/auth/user', holder.cookie)).statusCode).not.toBe(200);
    expect((await rowOf(held.id))?.userId).toBe(holder.user.id);
  });
});

describe('arrival reminders', () => {
  it('go once to confirmed guests arriving within 3 days', async () => {
    const stay = await newStay({ status: 'confirmed', checkin: addDays(TODAY, 3) });
    const later = await newStay({ status: 'confirmed', checkin: addDays(TODAY, 4) });
    clock = new Date('2026-06-10T05:00:00Z');
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.reminderSentAt).toBeInstanceOf(Date);
    expect((await rowOf(later.id))?.reminderSentAt).toBeNull();
    const sent = mailsTo(guest.email).length;
    clock = new Date('2026-06-10T07:00:00Z');
    await app.jobs.runDue();
    expect(mailsTo(guest.email).length).toBe(sent);
    clock = new Date('2026-06-10T04:00:00Z');
  });
});

describe.skipIf(testDbKind() !== 'postgres')('two app instances running the expiry job', () => {
  it('expire each booking once', async () => {
    const second = await openDatabase({ databaseUrl });
    const mailed: string[] = [];
    const other = await buildApp({
      config: testConfig(),
      db: second.db,
      mailer: createMailer({ from: 'test@example.com', print: (text) => mailed.push(text) }),
      now: () => clock,
    });
    await other.ready();
    try {
      const stays = await Promise.all(
        Array.from({ length: 12 }, () => newStay({ holdExpiresAt: new Date(clock.getTime() - hours(1)) })),
      );
      await Promise.all([app.jobs.runDue(), other.jobs.runDue()]);
      for (const stay of stays) {
        expect((await rowOf(stay.id))?.status).toBe('expired');
        const expired = (await eventsOf(stay.id)).filter((e) => e.action === 'expired');
        expect(expired).toHaveLength(1);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});

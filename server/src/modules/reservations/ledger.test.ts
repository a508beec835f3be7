// The reservation as a ledger, while a booking waits: confirm overrides, payments within the balance,
// holds that end after a rejected payment, and the limit of bookings waiting for verification.
import type { ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { downPaymentMissingMessage, exceedsBalanceMessage, TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reservations } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { postBooking } from '../../test/http';
import { hours, openLedgerWorld, TODAY } from '../../test/ledger-world';

const { app, db, clock, rowOf, eventsOf, desk, guest, guestCookie, call, newStay, staffList, mailsTo } =
  await openLedgerWorld();

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
    clock.now = new Date('2026-06-10T04:00:00Z');
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
      new Date(clock.now.getTime() + hours(24)).toISOString(),
    );
    // the email goes out after the answer, with the next jobs (running them at this clock would use up
    // the expiry job's slot that the two-instance test below needs)
    const mailsAbout = () => mailsTo(guest.email).filter((mail) => mail.subject.includes(stay.referenceCode));

    // still within the hold: the job leaves it alone
    clock.now = new Date(clock.now.getTime() + hours(23));
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.status).toBe('pending');
    expect(mailsAbout()).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + hours(2));
    await app.jobs.runDue();
    const row = await rowOf(stay.id);
    expect(row?.status).toBe('expired');
    const events = await eventsOf(stay.id);
    expect(events.at(-1)).toMatchObject({ action: 'expired', fromStatus: 'pending', toStatus: 'expired' });
    expect(mailsAbout()).toHaveLength(2);
    // the nights are free again: the same room and dates can be held by another booking
    if (!stay.roomId) throw new Error('a stay holds a room');
    await expect(
      createReservationRow(db, {
        userId: guest.id,
        roomId: stay.roomId,
        checkin: stay.checkin,
        checkout: stay.checkout,
      }),
    ).resolves.toBeTruthy();
    clock.now = new Date('2026-06-10T04:00:00Z');
  });

  it('a new reference from the guest stops the clock', async () => {
    const stay = await newStay({ holdExpiresAt: new Date(clock.now.getTime() + hours(5)) });
    const response = await call('POST', '/api/payments', guestCookie, {
      reservationId: stay.id,
      amount: '2700.00',
      paymentMethod: 'gcash',
      transactionId: 'GC-NEW-REF',
    });
    expect(response.statusCode).toBe(201);
    expect((await rowOf(stay.id))?.holdExpiresAt).toBeNull();
    clock.now = new Date(clock.now.getTime() + hours(6));
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.status).toBe('pending');
    clock.now = new Date('2026-06-10T04:00:00Z');
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

// The reservation as a ledger at a stay's end: no-shows, refunds, check-out with a balance, archiving
// instead of erasing, arrival reminders, and the expiry job run by two instances at once.
import type { ReservationDto, StaffPaymentDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { unpaidCheckoutMessage } from '@domain/ledger';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { payments, reservations, rooms, users } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { hours, openLedgerWorld, TODAY } from '../../test/ledger-world';
import { testConfig, testDbKind } from '../../test/test-app';

const {
  app,
  db,
  databaseUrl,
  clock,
  rowOf,
  eventsOf,
  desk,
  guest,
  guestCookie,
  call,
  newStay,
  staffList,
  mailsTo,
} = await openLedgerWorld();

describe('no-show', () => {
  it('opens the day after check-in, releases the nights, keeps the money', async () => {
    const stay = await newStay({ status: 'confirmed', checkin: TODAY, payments: [{ amount: '2700.00' }] });
    const early = await call('PATCH', `/api/receptionist/reservations/${stay.id}/no-show`, desk);
    expect(early.statusCode).toBe(409);
    clock.now = new Date('2026-06-11T04:00:00Z');
    const marked = await call('PATCH', `/api/receptionist/reservations/${stay.id}/no-show`, desk);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<ReservationDto>()).toMatchObject({
      status: 'no_show',
      paidAmount: '2700.00',
      refundDue: '0.00',
    });
    clock.now = new Date('2026-06-10T04:00:00Z');
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
    clock.now = new Date('2026-06-10T05:00:00Z');
    await app.jobs.runDue();
    expect((await rowOf(stay.id))?.reminderSentAt).toBeInstanceOf(Date);
    expect((await rowOf(later.id))?.reminderSentAt).toBeNull();
    const sent = mailsTo(guest.email).length;
    clock.now = new Date('2026-06-10T07:00:00Z');
    await app.jobs.runDue();
    expect(mailsTo(guest.email).length).toBe(sent);
    clock.now = new Date('2026-06-10T04:00:00Z');
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
      now: () => clock.now,
    });
    await other.ready();
    try {
      const stays = await Promise.all(
        Array.from({ length: 12 }, () =>
          newStay({ holdExpiresAt: new Date(clock.now.getTime() - hours(1)) }),
        ),
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

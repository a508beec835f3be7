// The desk's moves on a reservation, for every status and role (spec section 4).
import type { ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { ACTION_RESULT, canStaff, RESERVATION_STATUSES } from '@domain/reservation-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { ACTIONS, frontDeskTestApp, type Role } from './test-desk';

const { app, db, sentMail, rowOf, eventsOf, staff, who, newStay, doAction } = await frontDeskTestApp();

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
    expect(events[0]?.actorId).toBe(who.staffUsers[role].id);
    expect(dto.history?.at(-1)).toMatchObject({
      fromStatus: status,
      toStatus: action === 'extend' ? status : ACTION_RESULT[action],
      actor: { firstName: who.staffUsers[role].firstName, lastName: who.staffUsers[role].lastName },
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
    expect(mail.to).toBe(who.guest.email);
    expect(mail.subject).toBe(`Reservation confirmed – ${stay.referenceCode}`);
    expect(mail.text).toContain('Check-in: Wed, Jul 1, 2026, from 3:00 PM');
    expect(mail.text).toContain('Check-out: Sat, Jul 4, 2026, until 12:00 PM');
    expect(mail.text).toContain('Total: ₱13,500.00');
    expect(mail.text).toContain('Paid: ₱4,050.00');
    expect(mail.text).toContain('Balance due at check-in: ₱9,450.00');
    const dto = response.json<ReservationDto>();
    expect(dto.room).not.toBeNull();
    expect(mail.text).toContain(`Room: ${dto.room?.name}`);
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

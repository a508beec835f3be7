// A group booking's money: its parts verified together, confirm and check-out reading the group's
// figures, one room cancelled (re-priced, refund due and paid back), the whole group cancelled.
import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { describe, expect, it } from 'vitest';
import { createRoom, createSignedInUser, storedReservations } from '../../test/factories';
import { groupBody, groupRequests } from '../../test/group-requests';
import { callerOf, expectAnswer } from '../../test/http';
import { reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila): the groups below arrive today.
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const call = callerOf(app);
const { newGuest } = reservationRequests(app, db);
const { paymentsOf } = storedReservations(db);
const { postGroup, getGroup } = groupRequests(app);
const desk = await createSignedInUser(app, { role: 'receptionist' });
const TODAY = { checkin: '2026-03-01', checkout: '2026-03-03' };

/** A small room (₱1,000 a night) and a big one (₱9,000), booked together for two nights: ₱20,000. */
const bookPair = async () => {
  const small = await createRoom(db, {
    name: `Nipa ${Math.random().toString(36).slice(2, 6)}`,
    basePrice: '1000.00',
  });
  const big = await createRoom(db, {
    name: `Villa ${Math.random().toString(36).slice(2, 6)}`,
    basePrice: '9000.00',
  });
  const guest = await newGuest();
  const group = await expectAnswer<BookingGroupDto>(
    postGroup(groupBody([small.id, big.id], TODAY), guest.cookie),
    201,
  );
  const roomOf = (g: BookingGroupDto, roomId: string) => g.rooms.find((r) => r.roomId === roomId)!;
  return { small, big, guest, group, roomOf };
};

const verify = (paymentId: string, status: 'success' | 'rejected', reason = '') =>
  call('PATCH', `/api/receptionist/payments/${paymentId}`, desk.cookie, { status, reason });

const move = (id: string, action: string, body?: object) =>
  call('PATCH', `/api/receptionist/reservations/${id}/${action}`, desk.cookie, body);

const groupNow = (code: string) => expectAnswer<BookingGroupDto>(getGroup(code, desk.cookie), 200);

/** The group's down payment verified (one part: both settle) and both rooms confirmed. */
const confirmed = async () => {
  const booked = await bookPair();
  const parts = await paymentsOf(booked.group.rooms.map((r) => r.id));
  expect((await verify(parts[0]!.id, 'success')).statusCode).toBe(200);
  for (const room of booked.group.rooms) expect((await move(room.id, 'confirm')).statusCode).toBe(200);
  return booked;
};

describe('a group payment is settled as one', () => {
  it('verifying one part verifies its siblings; the group is paid its 30% and each room confirms', async () => {
    const { group } = await confirmed();
    const after = await groupNow(group.referenceCode);
    expect(after).toMatchObject({ totalAmount: '20000.00', paidAmount: '6000.00', balance: '14000.00' });
    expect(after.rooms.map((r) => [r.status, r.paidAmount])).toEqual(
      expect.arrayContaining([
        ['confirmed', '600.00'],
        ['confirmed', '5400.00'],
      ]),
    );
    const parts = await paymentsOf(group.rooms.map((r) => r.id));
    expect(parts.every((p) => p.status === 'success' && p.verifiedBy === desk.user.id)).toBe(true);
  });

  it('rejecting one part rejects its siblings, and confirming then needs a reason', async () => {
    const { group } = await bookPair();
    const parts = await paymentsOf(group.rooms.map((r) => r.id));
    expect((await verify(parts[1]!.id, 'rejected', 'No such GCash reference')).statusCode).toBe(200);
    const after = await paymentsOf(group.rooms.map((r) => r.id));
    expect(after.map((p) => p.status)).toEqual(['rejected', 'rejected']);
    const refused = await move(group.rooms[0]!.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('₱6,000.00');
  });
});

describe('the guest pays toward the group', () => {
  it('splits the payment over the rooms by what each owes; more than the balance is refused', async () => {
    const { group, guest, small, big, roomOf } = await confirmed();
    const tooMuch = await call('POST', `/api/booking-groups/${group.referenceCode}/payments`, guest.cookie, {
      amount: '14000.01',
      paymentMethod: 'gcash',
      transactionId: 'GC-9',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('This payment would exceed the balance of ₱14,000.00');
    const other = await newGuest();
    const body = { amount: '10000', paymentMethod: 'gcash', transactionId: 'GC-10' };
    expect(
      (await call('POST', `/api/booking-groups/${group.referenceCode}/payments`, other.cookie, body))
        .statusCode,
    ).toBe(404);
    const paid = await expectAnswer<BookingGroupDto>(
      call('POST', `/api/booking-groups/${group.referenceCode}/payments`, guest.cookie, body),
      201,
    );
    const pendingOf = (room: ReservationDto) => room.payments.filter((p) => p.status === 'pending');
    // owed 1,400 and 12,600: 1,000 and 9,000 of the 10,000
    expect(pendingOf(roomOf(paid, small.id)).map((p) => p.amount)).toEqual(['1000.00']);
    expect(pendingOf(roomOf(paid, big.id)).map((p) => p.amount)).toEqual(['9000.00']);
    expect((await verify(pendingOf(roomOf(paid, big.id))[0]!.id, 'success')).statusCode).toBe(200);
    expect((await groupNow(group.referenceCode)).paidAmount).toBe('16000.00');
  });
});

describe('the desk cancels one room of a group', () => {
  it('re-prices the group; what was paid above the new total is due back, and the refund settles it', async () => {
    const { group, guest, big } = await confirmed();
    const body = { amount: '10000', paymentMethod: 'gcash', transactionId: 'GC-11' };
    const paid = await expectAnswer<BookingGroupDto>(
      call('POST', `/api/booking-groups/${group.referenceCode}/payments`, guest.cookie, body),
      201,
    );
    const part = paid.rooms.flatMap((r) => r.payments).find((p) => p.status === 'pending')!;
    expect((await verify(part.id, 'success')).statusCode).toBe(200);
    const bigRoom = group.rooms.find((r) => r.roomId === big.id)!;
    expect((await move(bigRoom.id, 'cancel')).statusCode).toBe(200);
    const after = await groupNow(group.referenceCode);
    expect(after).toMatchObject({
      totalAmount: '2000.00',
      paidAmount: '16000.00',
      refundDue: '14000.00',
      amountDue: '0.00',
    });
    const refund = await call('POST', `/api/receptionist/reservations/${bigRoom.id}/refunds`, desk.cookie, {
      amount: '14000',
      paymentMethod: 'gcash',
      transactionId: 'RF-1',
      reason: 'Villa cancelled from the group',
    });
    expect(refund.statusCode).toBe(201);
    expect(await groupNow(group.referenceCode)).toMatchObject({
      totalAmount: '2000.00',
      paidAmount: '2000.00',
      balance: '0.00',
      refundDue: '0.00',
    });
  });

  it('cancelling the small room leaves the big one owing the rest: no refund due', async () => {
    const { group, small } = await confirmed();
    const smallRoom = group.rooms.find((r) => r.roomId === small.id)!;
    expect((await move(smallRoom.id, 'cancel')).statusCode).toBe(200);
    const after = await groupNow(group.referenceCode);
    expect(after).toMatchObject({
      totalAmount: '18000.00',
      paidAmount: '6000.00',
      balance: '12000.00',
      refundDue: '0.00',
    });
    // the cancelled room's share of the down payment stays with the group: the desk sees nothing to refund
    const cancelled = after.rooms.find((room) => room.id === smallRoom.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundDue: '0.00' });
    expect(toCentavos(cancelled?.paidAmount ?? '0')).toBeGreaterThan(0);
  });
});

describe('check-in and check-out per room of a group', () => {
  it('one room checks in, the other stays confirmed; check-out asks for the group balance first', async () => {
    const { group } = await confirmed();
    const [first, second] = group.rooms;
    expect((await move(first!.id, 'checkin')).statusCode).toBe(200);
    const after = await groupNow(group.referenceCode);
    expect(after.rooms.find((r) => r.id === first!.id)!.status).toBe('checked_in');
    expect(after.rooms.find((r) => r.id === second!.id)!.status).toBe('confirmed');
    const out = await move(first!.id, 'checkout');
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toContain('₱14,000.00');
    expect((await move(first!.id, 'checkout', { leaveUnpaid: true })).statusCode).toBe(200);
  });
});

describe('cancelling a whole group', () => {
  it('the guest cancels every room; all that was paid is due back', async () => {
    const { group, guest } = await confirmed();
    const other = await newGuest();
    const cancel = { status: 'cancelled' };
    expect(
      (await call('PATCH', `/api/booking-groups/${group.referenceCode}`, other.cookie, cancel)).statusCode,
    ).toBe(404);
    const after = await expectAnswer<BookingGroupDto>(
      call('PATCH', `/api/booking-groups/${group.referenceCode}`, guest.cookie, cancel),
      200,
    );
    expect(after.rooms.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(after).toMatchObject({ totalAmount: '0.00', refundDue: '6000.00', amountDue: '0.00' });
    expect(
      (await call('PATCH', `/api/booking-groups/${group.referenceCode}`, guest.cookie, cancel)).statusCode,
    ).toBe(409);
  });

  it('the desk cancels the rooms not yet in house; a checked-in room stays', async () => {
    const { group } = await confirmed();
    expect((await move(group.rooms[0]!.id, 'checkin')).statusCode).toBe(200);
    const after = await expectAnswer<BookingGroupDto>(
      call('POST', `/api/receptionist/booking-groups/${group.referenceCode}/cancel`, desk.cookie, {
        reason: 'Typhoon signal 3',
      }),
      200,
    );
    expect(after.rooms.map((r) => r.status).sort()).toEqual(['cancelled', 'checked_in']);
    const guest = await newGuest();
    const refused = await call(
      'POST',
      `/api/receptionist/booking-groups/${group.referenceCode}/cancel`,
      guest.cookie,
      {},
    );
    expect(refused.statusCode).toBe(403);
  });
});

// GET /api/booking-groups/{code}/receipt: each room's itemised receipt (as a single booking's), the
// group's payments with a group payment's parts as one line, and the group's totals; the guest reads
// only their own group's (404 otherwise), the desk any. A room's own receipt names its group.
import type { GroupReceiptDto, ReceiptDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, storedReservations } from '../../test/factories';
import { groupRequests } from '../../test/group-requests';
import { callerOf, expectAnswer } from '../../test/http';
import { reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila); the group stays 10–12 April 2026.
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const call = callerOf(app);
const { newGuest } = reservationRequests(app, db);
const { bookGroup } = groupRequests(app);
const { paymentsOf } = storedReservations(db);
const desk = await createSignedInUser(app, { role: 'receptionist' });

const bookPair = async () => {
  const guest = await newGuest();
  const { group } = await bookGroup({ Garden: '4500.00', Nipa: '1000.00' }, guest.cookie);
  return { guest, group };
};

const receiptOf = (code: string, cookie: string) =>
  call('GET', `/api/booking-groups/${code}/receipt`, cookie);

describe('the group receipt', () => {
  it("lists each room's lines, the group payment as one line and the group's totals", async () => {
    const { guest, group } = await bookPair();
    const parts = await paymentsOf(group.rooms.map((r) => r.id));
    expect(
      (await call('PATCH', `/api/receptionist/payments/${parts[0]!.id}`, desk.cookie, { status: 'success' }))
        .statusCode,
    ).toBe(200);

    const receipt = await expectAnswer<GroupReceiptDto>(receiptOf(group.referenceCode, guest.cookie), 200);
    expect(receipt.group).toMatchObject({ referenceCode: group.referenceCode, checkin: '2026-04-10' });
    expect(receipt.rooms).toHaveLength(2);
    // each room's receipt as a single booking's: two nights each
    const [garden, nipa] = receipt.rooms;
    expect(garden!.nights.map((n) => n.amount)).toEqual(['4500.00', '4500.00']);
    expect(nipa!.nights.map((n) => n.amount)).toEqual(['1000.00', '1000.00']);
    expect(garden!.totals.total).toBe('9000.00');
    // the down payment's two parts (₱2,700 + ₱600) as the one payment the guest made
    expect(receipt.payments).toEqual([
      expect.objectContaining({
        kind: 'down_payment',
        transactionId: 'GC-5512000',
        amount: '3300.00',
        rooms: 2,
      }),
    ]);
    expect(receipt.totals).toEqual({
      total: '11000.00',
      downPayment: '3300.00',
      paid: '3300.00',
      balance: '7700.00',
      amountDue: '7700.00',
      refundDue: '0.00',
    });

    // a room's own receipt is the spec's, naming its group
    const own = await expectAnswer<ReceiptDto>(
      call('GET', `/api/reservations/${group.rooms[0]!.id}/receipt`, guest.cookie),
      200,
    );
    expect(own.reservation.group).toEqual({ id: group.id, referenceCode: group.referenceCode });
  });

  it("is the group's guest's and the desk's only", async () => {
    const { group } = await bookPair();
    const other = await newGuest();
    expect((await receiptOf(group.referenceCode, other.cookie)).statusCode).toBe(404);
    expect((await receiptOf(group.referenceCode, desk.cookie)).statusCode).toBe(200);
    expect((await receiptOf('ZZZZZZZZ', desk.cookie)).statusCode).toBe(404);
  });
});

// A cancelled, expired or no-show booking owes nothing: its answers keep the contract's totalAmount,
// paidAmount and balance (= total - paid), and add amountDue 0.00, refundedAmount and keptAmount; its
// receipt shows what came in, what went back and what the resort keeps; the desk records no payment on it.
import type { ReceiptDto, ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { describe, expect, it } from 'vitest';
import { createRefundRow, createSignedInUser } from '../../test/factories';
import { openLedgerWorld, TODAY } from '../../test/ledger-world';

// the ledger world's clock, never moved here: 2026-06-10 in Manila
const { app, db, call, desk, guestCookie, newStay: stay } = await openLedgerWorld();
const admin = await createSignedInUser(app, { role: 'admin' });
const stranger = await createSignedInUser(app);

const mine = async (id: string) => {
  const list = (await call('GET', '/api/user/reservations', guestCookie)).json<ReservationDto[]>();
  return list.find((r) => r.id === id);
};
const atDesk = async (id: string) => {
  const list = (await call('GET', '/api/receptionist/reservations', desk)).json<ReservationDto[]>();
  return list.find((r) => r.id === id);
};
const receipt = async (id: string, cookie = guestCookie) => {
  const response = await call('GET', `/api/reservations/${id}/receipt`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReceiptDto>();
};

describe('a booking that owes nothing', () => {
  it('cancelled and refunded in full: paid 2,700, refunded 2,700, kept 0, nothing owed', async () => {
    const booking = await stay({
      status: 'cancelled',
      payments: [{ amount: '2700.00', kind: 'down_payment' }],
    });
    await createRefundRow(db, { reservationId: booking.id, amount: '2700.00' });
    const money = {
      totalAmount: '9000.00',
      // the contract: paid = verified payments minus refunds, balance = total - paid
      paidAmount: '0.00',
      balance: '9000.00',
      // what the screens read: nothing is owed, nothing is due back, nothing kept
      amountDue: '0.00',
      refundedAmount: '2700.00',
      refundDue: '0.00',
      keptAmount: '0.00',
    };
    expect(await mine(booking.id)).toMatchObject(money);
    expect(await atDesk(booking.id)).toMatchObject(money);
    expect((await receipt(booking.id)).totals).toMatchObject({
      total: '9000.00',
      paid: '0.00',
      balance: '9000.00',
      received: '2700.00',
      refunded: '2700.00',
      refundDue: '0.00',
      amountDue: '0.00',
      kept: '0.00',
    });
  });

  it('cancelled, not refunded yet: everything held is due back', async () => {
    const booking = await stay({ status: 'cancelled', payments: [{ amount: '2700.00' }] });
    expect(await mine(booking.id)).toMatchObject({
      paidAmount: '2700.00',
      balance: '6300.00',
      amountDue: '0.00',
      refundDue: '2700.00',
      keptAmount: '0.00',
    });
  });

  it('expired without a payment: owes nothing', async () => {
    const booking = await stay({ status: 'expired' });
    expect(await atDesk(booking.id)).toMatchObject({
      paidAmount: '0.00',
      balance: '9000.00',
      amountDue: '0.00',
      refundedAmount: '0.00',
      keptAmount: '0.00',
    });
  });

  it('a no-show keeps its 2,700 with the resort and owes the rest to no one; the desk takes no payment', async () => {
    const booking = await stay({
      status: 'no_show',
      checkin: addDays(TODAY, -3),
      payments: [{ amount: '2700.00' }],
    });
    expect(await atDesk(booking.id)).toMatchObject({
      paidAmount: '2700.00',
      balance: '6300.00',
      amountDue: '0.00',
      refundDue: '0.00',
      keptAmount: '2700.00',
    });
    expect((await receipt(booking.id)).totals).toMatchObject({ amountDue: '0.00', kept: '2700.00' });

    const refused = await call('POST', '/api/receptionist/payments', desk, {
      reservationId: booking.id,
      amount: '100.00',
      paymentMethod: 'cash',
      transactionId: 'OR-NS-1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Cannot record a payment for a no-show reservation: it owes nothing.',
    });
    expect((await atDesk(booking.id))?.paidAmount).toBe('2700.00');
  });

  it('an open booking owes its balance', async () => {
    const booking = await stay({ status: 'confirmed', payments: [{ amount: '2700.00' }] });
    expect(await mine(booking.id)).toMatchObject({
      paidAmount: '2700.00',
      balance: '6300.00',
      amountDue: '6300.00',
      keptAmount: '0.00',
    });
  });
});

describe('the receipt page’s read', () => {
  it('gives staff any booking’s receipt, a customer only their own (404 otherwise), a visitor 401', async () => {
    const booking = await stay({ status: 'confirmed', payments: [{ amount: '2700.00' }] });
    const url = `/api/reservations/${booking.id}/receipt`;
    const own = await receipt(booking.id);
    expect(await receipt(booking.id, desk)).toEqual(own);
    expect(await receipt(booking.id, admin.cookie)).toEqual(own);
    const other = await call('GET', url, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Reservation not found' });
    expect((await call('GET', url)).statusCode).toBe(401);
    const none = await call('GET', '/api/reservations/00000000-0000-4000-8000-000000000000/receipt', desk);
    expect(none.statusCode).toBe(404);
  });
});

// GET /api/reservations/:id/receipt and its staff copy: nights at the room's seasonal rates, a front-desk
// adjustment when the total differs, verified payments with refunds as negative lines, totals that add
// up; the guest sees only their own (404 otherwise), staff see any.
import type { ReceiptDto } from '@domain/api-types';
import { toCentavos, toDecimalString } from '@domain/money';
import { discountStay } from '@domain/pricing';
import { describe, expect, it } from 'vitest';
import { createRefundRow, createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ now: () => new Date('2026-04-01T04:00:00Z') });
const call = callerOf(app);
const owner = await createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos' });
const stranger = await createSignedInUser(app);
const receptionist = await createSignedInUser(app, { role: 'receptionist' });

/** Checked in May 1, out May 4: ₱4,500 base, ₱5,000 'Summer peak' from May 2. */
const finishedStay = async (
  total: string,
  discount: Partial<Parameters<typeof createReservationRow>[1]> = {},
) => {
  const room = await createRoom(db, {
    basePrice: '4500.00',
    rates: [{ rateType: 'Summer peak', price: '5000.00', validFrom: '2026-05-02', validTo: '2026-05-10' }],
  });
  const at = (day: number) => new Date(Date.UTC(2026, 3, day));
  const reservation = await createReservationRow(db, {
    userId: owner.user.id,
    roomId: room.id,
    status: 'completed',
    checkin: '2026-05-01',
    checkout: '2026-05-04',
    totalAmount: total,
    ...discount,
    payments: [
      { amount: '4350.00', kind: 'down_payment', paymentDate: at(2) },
      { amount: '999.00', status: 'pending', paymentDate: at(3) },
      { amount: '888.00', status: 'rejected', paymentDate: at(4) },
      { amount: '10500.00', kind: 'desk', paymentDate: at(5) },
    ],
  });
  await createRefundRow(db, { reservationId: reservation.id, amount: '500.00', paymentDate: at(6) });
  return reservation;
};

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + toCentavos(amount), 0);

describe('receipt', () => {
  it('prices each night at its rate, lists verified payments and refunds, and adds up', async () => {
    const reservation = await finishedStay('14500.00');
    const response = await call('GET', `/api/reservations/${reservation.id}/receipt`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const receipt = response.json<ReceiptDto>();
    expect(receipt.reservation).toMatchObject({
      id: reservation.id,
      referenceCode: reservation.referenceCode,
      guest: { firstName: 'Maria', lastName: 'Santos' },
      checkin: '2026-05-01',
      checkout: '2026-05-04',
    });
    expect(receipt.nights).toEqual([
      { date: '2026-05-01', rateName: null, amount: '4500.00' },
      { date: '2026-05-02', rateName: 'Summer peak', amount: '5000.00' },
      { date: '2026-05-03', rateName: 'Summer peak', amount: '5000.00' },
    ]);
    expect(receipt.adjustments).toEqual([]);
    expect(receipt.payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['down_payment', '4350.00'],
      ['desk', '10500.00'],
      ['refund', '-500.00'],
    ]);
    expect(receipt.totals).toEqual({
      total: '14500.00',
      // 14,500 - 14,500 / 1.12 = 1,553.571 -> 1,553.57
      vatIncluded: '1553.57',
      vatExemptSales: '0.00',
      paid: '14350.00',
      balance: '150.00',
      refundDue: '0.00',
      // 4,350 + 10,500 in, 500 back; a completed stay still owes its balance and keeps nothing aside
      received: '14850.00',
      refunded: '500.00',
      amountDue: '150.00',
      kept: '0.00',
    });
    const { totals } = receipt;
    expect(sum([...receipt.nights, ...receipt.adjustments].map((line) => line.amount))).toBe(
      toCentavos(totals.total),
    );
    expect(sum(receipt.payments.map((payment) => payment.amount))).toBe(toCentavos(totals.paid));
    expect(toCentavos(totals.total) - toCentavos(totals.paid)).toBe(toCentavos(totals.balance));
  });

  it('shows a total the desk changed as one adjustment line', async () => {
    const reservation = await finishedStay('14000.00');
    const receipt = (
      await call('GET', `/api/reservations/${reservation.id}/receipt`, owner.cookie)
    ).json<ReceiptDto>();
    expect(receipt.adjustments).toEqual([{ label: 'Adjusted by the front desk', amount: '-500.00' }]);
    expect(receipt.totals).toMatchObject({ total: '14000.00', balance: '-350.00', refundDue: '350.00' });
  });

  it('shows a senior citizen / PWD discount as two lines under the nights, and the VAT still included', async () => {
    // 2 guests, 1 eligible: share 7,250 -> VAT-exempt sale 6,473.21, exemption 776.79, discount 1,294.64
    const bill = discountStay({ regularCentavos: 1_450_000, guests: 2, eligibleGuests: 1 });
    const reservation = await finishedStay(toDecimalString(bill.totalCentavos), {
      adults: 2,
      discountGuests: 1,
      vatExemptSales: toDecimalString(bill.vatExemptSalesCentavos),
      vatExemptAmount: toDecimalString(bill.vatExemptCentavos),
      discountAmount: toDecimalString(bill.discountCentavos),
    });
    const receipt = (
      await call('GET', `/api/reservations/${reservation.id}/receipt`, owner.cookie)
    ).json<ReceiptDto>();
    expect(receipt.adjustments).toEqual([
      { label: 'VAT exemption (12%), senior citizen / PWD', amount: '-776.79' },
      { label: 'Senior citizen / PWD discount (20%)', amount: '-1294.64' },
    ]);
    expect(receipt.totals).toMatchObject({
      total: '12428.57',
      vatIncluded: '776.79',
      vatExemptSales: '6473.21',
    });
    expect(sum([...receipt.nights, ...receipt.adjustments].map((line) => line.amount))).toBe(
      toCentavos(receipt.totals.total),
    );
  });

  it("is the owner's: 404 for another customer, 401 for a visitor; staff read any, customers not", async () => {
    const reservation = await finishedStay('14500.00');
    const own = `/api/reservations/${reservation.id}/receipt`;
    const desk = `/api/receptionist/reservations/${reservation.id}/receipt`;
    expect((await call('GET', own, owner.cookie)).statusCode).toBe(200);
    const other = await call('GET', own, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Reservation not found' });
    expect((await call('GET', own)).statusCode).toBe(401);
    expect((await call('GET', '/api/reservations/not-a-uuid/receipt', owner.cookie)).statusCode).toBe(404);

    const staffCopy = await call('GET', desk, receptionist.cookie);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.json()).toEqual((await call('GET', own, owner.cookie)).json());
    expect((await call('GET', desk, owner.cookie)).statusCode).toBe(403);
    expect((await call('GET', desk)).statusCode).toBe(401);
    expect(
      (
        await call(
          'GET',
          '/api/receptionist/reservations/00000000-0000-4000-8000-000000000000/receipt',
          receptionist.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});

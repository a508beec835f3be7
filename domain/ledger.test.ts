import { describe, expect, it } from 'vitest';
import {
  amountDueCentavos,
  bookingMoney,
  downPaymentMissingMessage,
  exceedsBalanceMessage,
  needsAttention,
  refundDueCentavos,
  TOO_MANY_PENDING_MESSAGE,
  unpaidCheckoutMessage,
  wouldExceedBalance,
} from './ledger';
import type { ReservationStatus } from './reservation-status';

describe('payments never above the balance', () => {
  it('allows up to the total and refuses one centavo more', () => {
    expect(
      wouldExceedBalance({ totalCentavos: 900_000, paidCentavos: 270_000, amountCentavos: 630_000 }),
    ).toBe(false);
    expect(
      wouldExceedBalance({ totalCentavos: 900_000, paidCentavos: 270_000, amountCentavos: 630_001 }),
    ).toBe(true);
  });

  it('says the balance in pesos', () => {
    expect(exceedsBalanceMessage(1_160_000)).toBe('This payment would exceed the balance of ₱11,600.00');
    expect(exceedsBalanceMessage(-5)).toBe('This payment would exceed the balance of ₱0.00');
  });
});

describe('refund due', () => {
  it.each<[ReservationStatus, number, number, number]>([
    // everything paid on a cancelled or expired stay
    ['cancelled', 900_000, 270_000, 270_000],
    ['expired', 900_000, 270_000, 270_000],
    ['cancelled', 900_000, 0, 0],
    // otherwise only an overpayment (a no-show keeps its money with the resort)
    ['no_show', 900_000, 270_000, 0],
    ['completed', 900_000, 900_000, 0],
    ['completed', 900_000, 950_000, 50_000],
  ])('a %s stay of %i centavos with %i paid is owed %i back', (status, totalCentavos, paidCentavos, due) => {
    expect(refundDueCentavos({ status, totalCentavos, paidCentavos })).toBe(due);
  });
});

describe('needs attention', () => {
  const checkinStartsAt = new Date('2026-12-03T06:00:00Z');
  it.each<[string, ReservationStatus, string, number, boolean]>([
    ['a pending, unverified booking 48 hours before check-in', 'pending', '2026-12-01T06:00:00Z', 0, true],
    ['not a second earlier', 'pending', '2026-12-01T05:59:59Z', 0, false],
    ['not once some money is verified', 'pending', '2026-12-01T06:00:00Z', 100, false],
    ['not a confirmed booking', 'confirmed', '2026-12-01T06:00:00Z', 0, false],
  ])('%s', (_case, status, now, verifiedCentavos, flagged) => {
    expect(needsAttention({ status, checkinStartsAt, now: new Date(now), verifiedCentavos })).toBe(flagged);
  });
});

describe('messages', () => {
  it('reads as the guest and the desk are told', () => {
    expect(TOO_MANY_PENDING_MESSAGE).toMatch(/^You already have 3 bookings waiting for payment verification/);
    expect(downPaymentMissingMessage(270_000)).toBe(
      'The 30% down payment (₱2,700.00) has not been verified. Give a reason to confirm anyway.',
    );
    expect(unpaidCheckoutMessage(630_000)).toBe(
      'The guest still owes ₱6,300.00. Record the payment, or confirm that you leave ₱6,300.00 unpaid.',
    );
  });
});

describe('what a booking owes', () => {
  const paid = (amount: string, kind?: string) => ({ amount, status: 'success', kind });

  it('owes its balance while it can still be paid, and nothing once cancelled, expired or a no-show', () => {
    for (const status of ['pending', 'confirmed', 'checked_in', 'completed'] as const)
      expect(amountDueCentavos({ status, totalCentavos: 900_000, paidCentavos: 270_000 }), status).toBe(
        630_000,
      );
    for (const status of ['cancelled', 'expired', 'no_show'] as const)
      expect(amountDueCentavos({ status, totalCentavos: 900_000, paidCentavos: 270_000 }), status).toBe(0);
    // an overpaid stay owes nothing (the overpayment is a refund due)
    expect(amountDueCentavos({ status: 'completed', totalCentavos: 900_000, paidCentavos: 950_000 })).toBe(0);
  });

  it('a cancelled booking refunded in full: paid 5,000, refunded 5,000, kept 0, nothing owed', () => {
    const money = bookingMoney({
      status: 'cancelled',
      totalAmount: '16666.67',
      payments: [
        paid('5000.00', 'down_payment'),
        paid('5000.00', 'refund'),
        { amount: '99.00', status: 'pending' },
      ],
    });
    expect(money).toEqual({
      closed: true,
      totalCentavos: 1_666_667,
      receivedCentavos: 500_000,
      refundedCentavos: 500_000,
      paidCentavos: 0,
      // the contract's balance is still total - paid, but it is no debt
      balanceCentavos: 1_666_667,
      amountDueCentavos: 0,
      refundDueCentavos: 0,
      keptCentavos: 0,
    });
  });

  it('a cancelled booking not refunded yet owes the guest everything it holds, and keeps nothing', () => {
    const money = bookingMoney({ status: 'cancelled', totalAmount: '9000.00', payments: [paid('2700.00')] });
    expect(money).toMatchObject({ amountDueCentavos: 0, refundDueCentavos: 270_000, keptCentavos: 0 });
  });

  it('a no-show keeps what it paid and owes the rest to no one', () => {
    const money = bookingMoney({ status: 'no_show', totalAmount: '6000.00', payments: [paid('1800.00')] });
    expect(money).toMatchObject({
      closed: true,
      receivedCentavos: 180_000,
      balanceCentavos: 420_000,
      amountDueCentavos: 0,
      refundDueCentavos: 0,
      keptCentavos: 180_000,
    });
  });

  it('an open booking owes its balance and keeps nothing yet', () => {
    const money = bookingMoney({ status: 'confirmed', totalAmount: '9000.00', payments: [paid('2700.00')] });
    expect(money).toMatchObject({
      closed: false,
      paidCentavos: 270_000,
      amountDueCentavos: 630_000,
      keptCentavos: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  downPaymentMissingMessage,
  exceedsBalanceMessage,
  needsAttention,
  refundDueCentavos,
  TOO_MANY_PENDING_MESSAGE,
  unpaidCheckoutMessage,
  wouldExceedBalance,
} from './ledger';

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
  it('is everything paid on a cancelled or expired stay', () => {
    for (const status of ['cancelled', 'expired'] as const)
      expect(refundDueCentavos({ status, totalCentavos: 900_000, paidCentavos: 270_000 })).toBe(270_000);
  });

  it('is only an overpayment otherwise (a no-show keeps its money with the resort)', () => {
    expect(refundDueCentavos({ status: 'no_show', totalCentavos: 900_000, paidCentavos: 270_000 })).toBe(0);
    expect(refundDueCentavos({ status: 'completed', totalCentavos: 900_000, paidCentavos: 900_000 })).toBe(0);
    expect(refundDueCentavos({ status: 'completed', totalCentavos: 900_000, paidCentavos: 950_000 })).toBe(
      50_000,
    );
    expect(refundDueCentavos({ status: 'cancelled', totalCentavos: 900_000, paidCentavos: 0 })).toBe(0);
  });
});

describe('needs attention', () => {
  const checkinStartsAt = new Date('2026-12-03T06:00:00Z');
  it('flags a pending, unverified booking 48 hours before check-in', () => {
    const now = new Date('2026-12-01T06:00:00Z');
    expect(needsAttention({ status: 'pending', checkinStartsAt, now, verifiedCentavos: 0 })).toBe(true);
    expect(
      needsAttention({
        status: 'pending',
        checkinStartsAt,
        now: new Date('2026-12-01T05:59:59Z'),
        verifiedCentavos: 0,
      }),
    ).toBe(false);
    expect(needsAttention({ status: 'pending', checkinStartsAt, now, verifiedCentavos: 100 })).toBe(false);
    expect(needsAttention({ status: 'confirmed', checkinStartsAt, now, verifiedCentavos: 0 })).toBe(false);
  });
});

describe('messages', () => {
  it('reads as the issue words them', () => {
    expect(TOO_MANY_PENDING_MESSAGE).toMatch(/^You already have 3 bookings waiting for payment verification/);
    expect(downPaymentMissingMessage(270_000)).toBe(
      'The 30% down payment (₱2,700.00) has not been verified. Give a reason to confirm anyway.',
    );
    expect(unpaidCheckoutMessage(630_000)).toBe(
      'The guest still owes ₱6,300.00. Record the payment, or confirm that you leave ₱6,300.00 unpaid.',
    );
  });
});

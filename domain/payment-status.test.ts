import { describe, expect, it } from 'vitest';
import {
  canMakePayment,
  PAYMENT_KINDS,
  PAYMENT_RECORD_STATUS_LABELS,
  PAYMENT_STATUSES,
  summarizePayments,
} from './payment-status';
import { RESERVATION_STATUSES } from './reservation-status';

describe('summarizePayments', () => {
  it('is Unpaid with no payments, and the balance is the total', () => {
    expect(summarizePayments('9000.00', [])).toEqual({
      paidCentavos: 0,
      balanceCentavos: 900_000,
      status: 'Unpaid',
    });
  });

  it('counts only verified (success) payments as paid', () => {
    const summary = summarizePayments('9000.00', [
      { amount: '2700.00', status: 'pending' },
      { amount: '6300.00', status: 'rejected' },
    ]);
    expect(summary).toEqual({ paidCentavos: 0, balanceCentavos: 900_000, status: 'Unpaid' });
  });

  it('is Partially Paid above zero and below the total, to the centavo', () => {
    const summary = summarizePayments('10000.01', [
      { amount: '3000.00', status: 'success' },
      { amount: '7000.01', status: 'pending' },
    ]);
    expect(summary).toEqual({ paidCentavos: 300_000, balanceCentavos: 700_001, status: 'Partially Paid' });
    expect(summarizePayments('10000.01', [{ amount: '10000.00', status: 'success' }])).toMatchObject({
      balanceCentavos: 1,
      status: 'Partially Paid',
    });
    expect(summarizePayments('10000.01', [{ amount: '0.01', status: 'success' }]).status).toBe(
      'Partially Paid',
    );
  });

  it('is Paid at the total, and above it with a negative balance', () => {
    const exact = summarizePayments('10000.01', [
      { amount: '3000.00', status: 'success' },
      { amount: '7000.01', status: 'success' },
    ]);
    expect(exact).toEqual({ paidCentavos: 1_000_001, balanceCentavos: 0, status: 'Paid' });
    const over = summarizePayments('100.00', [{ amount: '150.00', status: 'success' }]);
    expect(over).toEqual({ paidCentavos: 15_000, balanceCentavos: -5_000, status: 'Paid' });
  });

  it('adds many small amounts without floating-point drift', () => {
    const tenCents = Array.from({ length: 10 }, () => ({ amount: '0.10', status: 'success' }));
    expect(summarizePayments('1.00', tenCents)).toEqual({
      paidCentavos: 100,
      balanceCentavos: 0,
      status: 'Paid',
    });
  });
});

describe('canMakePayment', () => {
  it('only for confirmed or checked-in stays with something owed', () => {
    const allowed = RESERVATION_STATUSES.filter((status) => canMakePayment(status, 1));
    expect(allowed).toEqual(['confirmed', 'checked_in']);
    expect(canMakePayment('confirmed', 0)).toBe(false);
    expect(canMakePayment('checked_in', -100)).toBe(false);
    expect(canMakePayment('pending', 100_000)).toBe(false);
  });
});

describe('payment record labels', () => {
  it('names the stored statuses for guests and staff', () => {
    expect(PAYMENT_RECORD_STATUS_LABELS).toEqual({
      pending: 'Awaiting verification',
      success: 'Verified',
      rejected: 'Rejected',
    });
  });
});

describe('payment lists', () => {
  it('PAYMENT_STATUSES holds every summary summarizePayments gives', () => {
    const summaries = [
      [],
      [{ amount: '1.00', status: 'success' }],
      [{ amount: '9.00', status: 'success' }],
    ].map((payments) => summarizePayments('9.00', payments).status);
    expect(summaries).toEqual(['Unpaid', 'Partially Paid', 'Paid']);
    expect([...PAYMENT_STATUSES].sort()).toEqual([...summaries].sort());
  });

  it('PAYMENT_KINDS names who made a payment', () => {
    expect(PAYMENT_KINDS).toEqual(['down_payment', 'guest', 'desk', 'refund']);
  });

  it('refunds count against what was paid; pending and rejected count for nothing', () => {
    const summary = summarizePayments('9000.00', [
      { amount: '2700.00', status: 'success', kind: 'down_payment' },
      { amount: '6300.00', status: 'success', kind: 'desk' },
      { amount: '1000.00', status: 'success', kind: 'refund' },
      { amount: '500.00', status: 'pending', kind: 'guest' },
      { amount: '500.00', status: 'rejected', kind: 'guest' },
    ]);
    expect(summary).toEqual({ paidCentavos: 800_000, balanceCentavos: 100_000, status: 'Partially Paid' });
  });
});

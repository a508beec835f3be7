import type { PaymentDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { aReservation } from '@/test/reservation';
import {
  awaitingVerification,
  bookingActions,
  bookingStats,
  centavosToPesos,
  greetingName,
  groupBookings,
  isFadedBooking,
  isOnHold,
  latestRejectionReason,
  paymentStatusVariant,
  refundDueCentavos,
  resortDay,
  suggestedPaymentAmount,
} from './booking-view';

const payment = (amount: string, status: PaymentDto['status']): PaymentDto => ({
  id: `${amount}-${status}`,
  reservationId: 'r1',
  amount,
  paymentMethod: 'gcash',
  transactionId: 'T1',
  paymentDate: '2026-12-01T04:00:00.000Z',
  status,
  kind: 'guest',
  reason: '',
});

const reservation = aReservation;

describe('bookingActions', () => {
  it('offers Cancel for pending and confirmed only', () => {
    expect(bookingActions(reservation({ status: 'pending' })).canCancel).toBe(true);
    expect(bookingActions(reservation({ status: 'confirmed' })).canCancel).toBe(true);
    for (const status of ['checked_in', 'completed', 'cancelled'] as const)
      expect(bookingActions(reservation({ status })).canCancel).toBe(false);
  });

  it('offers Make Payment when something is owed and the stay is confirmed or checked in', () => {
    expect(bookingActions(reservation({ status: 'confirmed' })).canPay).toBe(true);
    expect(bookingActions(reservation({ status: 'checked_in' })).canPay).toBe(true);
    expect(bookingActions(reservation({ status: 'pending' })).canPay).toBe(false);
    expect(bookingActions(reservation({ status: 'confirmed', balance: '0.00' })).canPay).toBe(false);
  });

  it('offers Leave Review for completed stays without a review', () => {
    expect(bookingActions(reservation({ status: 'completed' })).canReview).toBe(true);
    expect(bookingActions(reservation({ status: 'completed', hasReview: true })).canReview).toBe(false);
    expect(bookingActions(reservation({ status: 'checked_in' })).canReview).toBe(false);
  });
});

describe('payments on a booking', () => {
  it('adds up the payments awaiting verification', () => {
    const pending = awaitingVerification([
      payment('1500.00', 'pending'),
      payment('250.50', 'pending'),
      payment('3000.00', 'success'),
      payment('99.00', 'rejected'),
    ]);
    expect(pending.payments).toHaveLength(2);
    expect(pending.totalCentavos).toBe(175_050);
  });

  it('prefills Make Payment with the balance, else the total', () => {
    expect(suggestedPaymentAmount({ balance: '7000.00', totalAmount: '10000.00' })).toBe('7000.00');
    expect(suggestedPaymentAmount({ balance: '0.00', totalAmount: '10000.00' })).toBe('10000.00');
    expect(centavosToPesos(700_050)).toBe(7000.5);
  });

  it('styles Paid, Partially Paid and Unpaid apart', () => {
    expect(paymentStatusVariant('Paid')).toBe('success');
    expect(paymentStatusVariant('Partially Paid')).toBe('warning');
    expect(paymentStatusVariant('Unpaid')).toBe('outline');
  });
});

describe('dashboard labels', () => {
  it("greets by first name, or 'Guest'", () => {
    expect(greetingName({ firstName: 'Maria' })).toBe('Maria');
    expect(greetingName({ firstName: '  ' })).toBe('Guest');
    expect(greetingName(null)).toBe('Guest');
  });

  it("reads timestamps as the resort day in the server's time zone", () => {
    expect(resortDay('2026-12-01T17:30:00.000Z', 'Asia/Manila')).toBe('2026-12-02');
    expect(resortDay('2026-12-01T17:30:00.000Z', 'America/New_York')).toBe('2026-12-01');
    expect(resortDay('not a date', 'Asia/Manila')).toBe('not a date');
  });

  it('counts active stays, their balance and completed stays', () => {
    const stats = bookingStats([
      reservation({ status: 'confirmed', balance: '7000.00' }),
      reservation({ status: 'pending', balance: '500.00' }),
      reservation({ status: 'cancelled', balance: '9000.00' }),
      reservation({ status: 'completed', balance: '0.00' }),
    ]);
    expect(stats).toEqual({ activeCount: 2, balanceCentavos: 750_000, completedCount: 1 });
  });
});

describe('groupBookings', () => {
  it('puts stays ahead or under way first (soonest first), then past and cancelled (latest first)', () => {
    const { active, past } = groupBookings([
      { status: 'cancelled', checkin: '2027-01-10' },
      { status: 'pending', checkin: '2026-12-23' },
      { status: 'confirmed', checkin: '2026-12-05' },
      { status: 'checked_in', checkin: '2026-11-21' },
      { status: 'completed', checkin: '2026-10-10' },
      { status: 'completed', checkin: '2026-11-01' },
    ]);
    expect(active.map((r) => r.checkin)).toEqual(['2026-11-21', '2026-12-05', '2026-12-23']);
    expect(past.map((r) => `${r.status} ${r.checkin}`)).toEqual([
      'cancelled 2027-01-10',
      'completed 2026-11-01',
      'completed 2026-10-10',
    ]);
  });
});

describe('ledger notes on a booking', () => {
  const rejected = (reason: string, paymentDate: string): PaymentDto => ({
    ...payment('1000.00', 'rejected'),
    id: `rejected-${paymentDate}`,
    reason,
    paymentDate,
  });

  it("reads the latest rejected payment's reason", () => {
    expect(
      latestRejectionReason([
        rejected('Wrong amount', '2026-12-01T04:00:00.000Z'),
        payment('500.00', 'success'),
        rejected(' Reference not found in GCash ', '2026-12-02T04:00:00.000Z'),
      ]),
    ).toBe('Reference not found in GCash');
    expect(latestRejectionReason([payment('500.00', 'success')])).toBe('');
  });

  it('is on hold only while pending with a hold time', () => {
    expect(isOnHold({ status: 'pending', holdExpiresAt: '2026-12-02T04:00:00.000Z' })).toBe(true);
    expect(isOnHold({ status: 'pending', holdExpiresAt: null })).toBe(false);
    expect(isOnHold({ status: 'expired', holdExpiresAt: '2026-12-02T04:00:00.000Z' })).toBe(false);
  });

  it('offers Make Payment on a booking on hold', () => {
    expect(
      bookingActions(reservation({ status: 'pending', holdExpiresAt: '2026-12-02T04:00:00.000Z' })).canPay,
    ).toBe(true);
  });

  it('fades the stays that did not happen, and reads what is owed back', () => {
    expect((['cancelled', 'expired', 'no_show'] as const).every(isFadedBooking)).toBe(true);
    expect(isFadedBooking('completed')).toBe(false);
    expect(refundDueCentavos({ refundDue: '1350.50' })).toBe(135_050);
    expect(refundDueCentavos({ refundDue: '0.00' })).toBe(0);
  });
});

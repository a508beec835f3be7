import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  checkGuests,
  checkStayDates,
  createReservationSchema,
  createReviewSchema,
  customerReservationPatchSchema,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  recordPaymentSchema,
} from './booking';

const TODAY = '2026-03-01';
const ROOM_ID = '7b0c3a52-1111-4a4a-8a8a-123456789abc';
const RESERVATION_ID = '0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
};

describe('checkStayDates', () => {
  it.each<[{ checkin?: string; checkout?: string }, string, string]>([
    [{}, 'checkin', MSG.bookingDatesRequired],
    [{ checkin: '2026-04-10' }, 'checkout', MSG.bookingDatesRequired],
    [{ checkin: '', checkout: '2026-04-10' }, 'checkin', MSG.bookingDatesRequired],
    [{ checkin: '2026-02-30', checkout: '2026-03-02' }, 'checkin', MSG.bookingDatesRequired],
    [{ checkin: '2026-02-28', checkout: '2026-03-02' }, 'checkin', MSG.checkinInPast],
    [{ checkin: '2026-04-10', checkout: '2026-04-10' }, 'checkout', MSG.checkoutAfterCheckin],
    [{ checkin: '2026-04-10', checkout: '2026-04-09' }, 'checkout', MSG.checkoutAfterCheckin],
  ])("answers the spec's messages in order: %o", (dates, path, message) => {
    expect(checkStayDates(dates, TODAY)).toEqual({ path, message });
  });

  it('accepts today and later', () => {
    expect(checkStayDates({ checkin: TODAY, checkout: '2026-03-02' }, TODAY)).toBeNull();
    expect(checkStayDates({ checkin: '2026-12-31', checkout: '2027-01-01' }, TODAY)).toBeNull();
  });

  it('has the exact texts of the spec', () => {
    expect(MSG.bookingDatesRequired).toBe('Please select check-in and check-out dates');
    expect(MSG.checkoutAfterCheckin).toBe('Check-out date must be after check-in date');
    expect(MSG.checkinInPast).toBe('Check-in date cannot be in the past');
    expect(MSG.paymentMethodRequired).toBe('Please select a payment method');
    expect(MSG.transactionIdRequired).toBe('Please provide a payment transaction ID or reference number');
  });
});

describe('createReservationSchema', () => {
  const schema = createReservationSchema(TODAY);
  const valid = {
    roomId: ROOM_ID,
    checkin: '2026-04-10',
    checkout: '2026-04-12',
    adults: 2,
    kids: 0,
    totalAmount: '9000.00',
    specialRequests: '  Extra pillows  ',
    paymentMethod: 'GCash',
    transactionId: '  GC-123  ',
  };

  it('parses a booking, trimming text and coercing numbers', () => {
    const parsed = schema.parse({ ...valid, adults: '2', kids: '1' });
    expect(parsed).toMatchObject({
      adults: 2,
      kids: 1,
      specialRequests: 'Extra pillows',
      transactionId: 'GC-123',
    });
  });

  it('accepts the three booking methods only', () => {
    for (const paymentMethod of ['GCash', 'BankTransfer', 'Card'])
      expect(schema.safeParse({ ...valid, paymentMethod }).success).toBe(true);
    for (const paymentMethod of ['', 'gcash', 'Cash', undefined])
      expect(firstIssue(schema.safeParse({ ...valid, paymentMethod }))).toEqual({
        path: 'paymentMethod',
        message: MSG.paymentMethodRequired,
      });
  });

  it('needs a non-blank transaction id', () => {
    for (const transactionId of ['', '   ', undefined])
      expect(firstIssue(schema.safeParse({ ...valid, transactionId }))).toEqual({
        path: 'transactionId',
        message: MSG.transactionIdRequired,
      });
  });

  it('checks the dates against the given today', () => {
    expect(firstIssue(schema.safeParse({ ...valid, checkin: undefined, checkout: undefined }))).toEqual({
      path: 'checkin',
      message: MSG.bookingDatesRequired,
    });
    expect(firstIssue(schema.safeParse({ ...valid, checkin: '2026-02-01' }))?.message).toBe(
      MSG.checkinInPast,
    );
    expect(firstIssue(schema.safeParse({ ...valid, checkout: '2026-04-10' }))?.message).toBe(
      MSG.checkoutAfterCheckin,
    );
    expect(createReservationSchema('2026-05-01').safeParse(valid).success).toBe(false);
  });

  it('needs at least one adult and no negative kids', () => {
    expect(schema.safeParse({ ...valid, adults: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...valid, kids: -1 }).success).toBe(false);
    expect(schema.parse({ ...valid, kids: undefined }).kids).toBe(0);
  });
});

describe('checkGuests', () => {
  const room = { maxAdults: 2, maxKids: 1, maxOccupancy: 3 };
  const snug = { maxAdults: 4, maxKids: 2, maxOccupancy: 4 };
  it.each([
    [{ adults: 1, kids: 0 }, room, null],
    [{ adults: 2, kids: 1 }, room, null],
    [{ adults: 3, kids: 0 }, room, { path: 'adults', message: 'This room takes 1 to 2 adults' }],
    [{ adults: 0, kids: 0 }, room, { path: 'adults', message: 'This room takes 1 to 2 adults' }],
    [{ adults: 1, kids: 2 }, room, { path: 'kids', message: 'This room takes up to 1 kids' }],
    [
      { adults: 1, kids: 1 },
      { maxAdults: 2, maxKids: 0, maxOccupancy: 2 },
      { path: 'kids', message: 'This room does not take kids' },
    ],
    [{ adults: 4, kids: 0 }, snug, null],
    [{ adults: 3, kids: 1 }, snug, null],
    [{ adults: 3, kids: 2 }, snug, { path: 'kids', message: 'This room takes up to 4 guests in all' }],
    [
      { adults: 3, kids: 0 },
      { maxAdults: 4, maxKids: 0, maxOccupancy: 2 },
      { path: 'adults', message: 'This room takes up to 2 guests in all' },
    ],
  ])(
    'allows 1..maxAdults adults, 0..maxKids kids, maxOccupancy in all: %o in %o',
    (guests, limits, issue) => {
      expect(checkGuests(guests, limits)).toEqual(issue);
    },
  );
});

describe('recordPaymentSchema', () => {
  const valid = {
    reservationId: RESERVATION_ID,
    amount: 2500,
    paymentMethod: 'gcash',
    transactionId: 'GC-1',
  };
  it('takes the amount in centavos from a number or a string', () => {
    expect(recordPaymentSchema.parse(valid).amount).toBe(250_000);
    expect(recordPaymentSchema.parse({ ...valid, amount: '2,500.50' }).amount).toBe(250_050);
  });
  it("answers the spec's messages", () => {
    for (const amount of [0, -1, '', 'abc', '1.234'])
      expect(firstIssue(recordPaymentSchema.safeParse({ ...valid, amount }))?.message, String(amount)).toBe(
        MSG.invalidAmount,
      );
    expect(MSG.invalidAmount).toBe('Please enter a valid amount');
    expect(firstIssue(recordPaymentSchema.safeParse({ ...valid, transactionId: '  ' }))?.message).toBe(
      'Please enter a transaction ID or reference number',
    );
  });
  it('accepts the five record methods only', () => {
    for (const paymentMethod of ['gcash', 'paymaya', 'card', 'bank_transfer', 'cash'])
      expect(recordPaymentSchema.safeParse({ ...valid, paymentMethod }).success).toBe(true);
    expect(recordPaymentSchema.safeParse({ ...valid, paymentMethod: 'GCash' }).success).toBe(false);
  });
});

describe('createReviewSchema', () => {
  const valid = { reservationId: RESERVATION_ID, comment: 'Wonderful stay!' };
  it('defaults the rating to 5 and trims the comment', () => {
    expect(createReviewSchema.parse({ ...valid, comment: '  Wonderful stay!  ' })).toMatchObject({
      rating: 5,
      comment: 'Wonderful stay!',
      location: '',
    });
  });
  it('needs at least 10 characters after trimming', () => {
    expect(createReviewSchema.safeParse({ ...valid, comment: '1234567890' }).success).toBe(true);
    for (const comment of ['123456789', '    123456789    ', '', undefined])
      expect(firstIssue(createReviewSchema.safeParse({ ...valid, comment }))?.message).toBe(
        'Please write at least 10 characters for your review',
      );
  });
  it('takes ratings 1 to 5 only', () => {
    for (const rating of [1, 5, '3'])
      expect(createReviewSchema.safeParse({ ...valid, rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5])
      expect(createReviewSchema.safeParse({ ...valid, rating }).success).toBe(false);
  });
});

describe('customerReservationPatchSchema', () => {
  it('only allows cancelling', () => {
    expect(customerReservationPatchSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
    for (const status of ['confirmed', 'checked_in', 'completed', 'pending', undefined])
      expect(customerReservationPatchSchema.safeParse({ status }).success).toBe(false);
  });
});

describe('card field helpers (card details never leave the browser)', () => {
  it('groups the number in fours, max 19 characters', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111 1111 9999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
  });
  it('formats expiry as MM/YY and the CVV as up to 4 digits', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvv('12a34 5')).toBe('1234');
  });
});

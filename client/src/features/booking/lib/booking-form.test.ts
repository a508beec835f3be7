import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { checkoutMinFor } from '../stay/stay-values';
import {
  type BookingFormValues,
  bookingFormSchema,
  EMPTY_BOOKING_VALUES,
  firstIssueMessage,
  initialBookingValues,
  toReservationPayload,
  validateBooking,
} from './booking-form';
import { FILLED_BOOKING } from './filled-booking';

const room = { maxAdults: 2, maxKids: 1, maxOccupancy: 3 };
const today = '2026-12-01';
const filled = FILLED_BOOKING;

describe('initialBookingValues', () => {
  it('reads check-in, check-out, adults and kids from the URL', () => {
    const values = initialBookingValues({
      search: '?checkin=2026-12-20&checkout=2026-12-22&adults=2&kids=1',
      room,
    });
    expect(values).toMatchObject({ checkin: '2026-12-20', checkout: '2026-12-22', adults: '2', kids: '1' });
    expect(values.paymentMethod).toBe('');
  });

  it('starts with 1 adult, 0 kids and no dates', () => {
    expect(initialBookingValues({ search: '', room })).toEqual(EMPTY_BOOKING_VALUES);
  });

  it('keeps guest counts inside the room limits and drops malformed dates', () => {
    const values = initialBookingValues({ search: 'checkin=soon&checkout=2026-02-30&adults=6&kids=4', room });
    expect(values).toMatchObject({ checkin: '', checkout: '', adults: '2', kids: '1' });
    expect(initialBookingValues({ search: 'adults=0&kids=-3', room })).toMatchObject({
      adults: '1',
      kids: '0',
    });
    expect(
      initialBookingValues({ search: 'kids=2', room: { maxAdults: 2, maxKids: 0, maxOccupancy: 2 } }).kids,
    ).toBe('0');
  });

  it('lets a saved draft win over the URL, ignoring unknown payment methods', () => {
    const values = initialBookingValues({
      search: '?checkin=2026-12-20&checkout=2026-12-22',
      room,
      draft: {
        checkin: '2026-12-24',
        checkout: '2026-12-26',
        transactionId: 'ABC',
        paymentMethod: 'Bitcoin',
      },
    });
    expect(values).toMatchObject({ checkin: '2026-12-24', checkout: '2026-12-26', transactionId: 'ABC' });
    expect(values.paymentMethod).toBe('');
  });
});

describe('validateBooking', () => {
  const check = (values: Partial<BookingFormValues>) =>
    validateBooking({ ...filled, ...values }, { today, room });

  it('accepts a complete form', () => {
    expect(check({})).toEqual([]);
  });

  it('refuses the card option while the admin has it off, with the server’s words', () => {
    const card = { ...filled, paymentMethod: 'Card' };
    expect(validateBooking(card, { today, room })).toEqual([]);
    expect(validateBooking(card, { today, room, cardPayments: false })).toEqual([
      { field: 'paymentMethod', message: MSG.cardPaymentOff },
    ]);
    expect(
      validateBooking({ ...filled, paymentMethod: 'GCash' }, { today, room, cardPayments: false }),
    ).toEqual([]);
  });

  it("uses the spec's messages in the spec's order", () => {
    const issues = validateBooking(EMPTY_BOOKING_VALUES, { today, room });
    expect(issues.map((issue) => issue.message)).toEqual([
      MSG.bookingDatesRequired,
      MSG.bookingDatesRequired,
      MSG.paymentMethodRequired,
      MSG.transactionIdRequired,
    ]);
    expect(issues.map((issue) => issue.field)).toEqual([
      'checkin',
      'checkout',
      'paymentMethod',
      'transactionId',
    ]);
  });

  it('checks the dates', () => {
    expect(check({ checkout: '' })).toEqual([{ field: 'checkout', message: MSG.bookingDatesRequired }]);
    expect(check({ checkout: '2026-12-20' })).toEqual([
      { field: 'checkout', message: MSG.checkoutAfterCheckin },
    ]);
    expect(check({ checkin: '2026-11-30' })).toEqual([{ field: 'checkin', message: MSG.checkinInPast }]);
    expect(check({ checkin: today, checkout: '2026-12-02' })).toEqual([]);
  });

  it('keeps the senior citizens and PWDs among the guests', () => {
    expect(check({ adults: '1', kids: '0', discountGuests: '2' })).toEqual([
      { field: 'discountGuests', message: 'Senior citizens and PWDs cannot be more than the guests' },
    ]);
    expect(check({ adults: '1', kids: '1', discountGuests: '2' })).toEqual([]);
  });

  it('keeps adults within 1..maxAdults and kids within 0..maxKids', () => {
    expect(check({ adults: '3' })[0]?.field).toBe('adults');
    expect(check({ adults: '0' })[0]?.field).toBe('adults');
    expect(check({ kids: '2' })[0]?.field).toBe('kids');
  });

  it('needs a known payment method and a non-blank transaction id', () => {
    expect(check({ paymentMethod: 'Cash' })).toEqual([
      { field: 'paymentMethod', message: MSG.paymentMethodRequired },
    ]);
    expect(check({ transactionId: '   ' })).toEqual([
      { field: 'transactionId', message: MSG.transactionIdRequired },
    ]);
  });

  it('reports every field through the zod schema the form resolver uses', () => {
    const result = bookingFormSchema({ today, room }).safeParse({
      ...filled,
      paymentMethod: '',
      checkin: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    expect(messages).toEqual([
      `checkin: ${MSG.bookingDatesRequired}`,
      `paymentMethod: ${MSG.paymentMethodRequired}`,
    ]);
  });
});

describe('firstIssueMessage', () => {
  it('picks the first field in form order, not in object order', () => {
    expect(
      firstIssueMessage({
        transactionId: { message: 'b' },
        checkout: { message: 'a' },
        cardCvv: { message: 'c' },
      }),
    ).toEqual({ field: 'checkout', message: 'a' });
    expect(firstIssueMessage({})).toBeNull();
  });
});

describe('dates helpers', () => {
  it('sets check-out minimum to the day after check-in, or tomorrow', () => {
    expect(checkoutMinFor('2026-12-20', today)).toBe('2026-12-21');
    expect(checkoutMinFor('', today)).toBe('2026-12-02');
  });
});

describe('toReservationPayload', () => {
  it('sends numbers for guests, trimmed text and never the card', () => {
    const payload = toReservationPayload(filled, {
      roomId: 'room-1',
      totalAmount: '17400.00',
      idempotencyKey: 'key-1',
    });
    expect(payload).toEqual({
      roomId: 'room-1',
      checkin: '2026-12-20',
      checkout: '2026-12-23',
      adults: 2,
      kids: 1,
      discountGuests: 1,
      totalAmount: '17400.00',
      specialRequests: 'Late arrival',
      paymentMethod: 'GCash',
      transactionId: '1023456789',
      idempotencyKey: 'key-1',
    });
    const text = JSON.stringify(payload);
    for (const secret of ['4111', '12/29', 'cardCvv', 'cardNumber']) expect(text).not.toContain(secret);
  });
});

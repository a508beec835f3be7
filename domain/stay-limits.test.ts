import { describe, expect, it } from 'vitest';
import { checkStayDates } from './schemas/booking';
import {
  beyondHorizonMessage,
  checkStayLimits,
  DEFAULT_STAY_LIMITS,
  lastBookableCheckin,
  longStayOverrideNote,
  OVERRIDE_MAX_STAY_NIGHTS,
  stayTooLongMessage,
} from './stay-limits';

const TODAY = '2026-11-23';
const limits = DEFAULT_STAY_LIMITS;

describe('stay limits', () => {
  it('defaults to 30 nights and 365 days ahead, with the messages that name both limits', () => {
    expect(limits).toEqual({ maxStayNights: 30, bookingHorizonDays: 365 });
    expect(stayTooLongMessage(30)).toBe('Stays can be at most 30 nights');
    expect(beyondHorizonMessage(365)).toBe('Bookings open up to 365 days ahead');
    expect(lastBookableCheckin(TODAY, limits)).toBe('2027-11-23');
  });

  it('accepts a stay of exactly the maximum starting on the last bookable day', () => {
    expect(
      checkStayLimits({ checkin: '2027-11-23', checkout: '2027-12-23' }, { today: TODAY, limits }),
    ).toBeNull();
  });

  it('refuses a start beyond the horizon, even for staff with an override', () => {
    const far = { checkin: '2027-11-24', checkout: '2027-11-25' };
    const expected = { path: 'checkin', message: 'Bookings open up to 365 days ahead' };
    expect(checkStayLimits(far, { today: TODAY, limits })).toEqual(expected);
    expect(checkStayLimits(far, { today: TODAY, limits, override: true })).toEqual(expected);
    expect(
      checkStayLimits({ checkin: '9999-12-30', checkout: '9999-12-31' }, { today: TODAY, limits }),
    ).toEqual(expected);
  });

  it('refuses 31 nights unless staff override, and never more than the override ceiling', () => {
    const stay = { checkin: '2026-12-01', checkout: '2027-01-01' };
    expect(checkStayLimits(stay, { today: TODAY, limits })).toEqual({
      path: 'checkout',
      message: 'Stays can be at most 30 nights',
    });
    expect(checkStayLimits(stay, { today: TODAY, limits, override: true })).toBeNull();
    const decades = { checkin: '2026-12-01', checkout: '9999-12-31' };
    expect(checkStayLimits(decades, { today: TODAY, limits, override: true })?.message).toBe(
      stayTooLongMessage(OVERRIDE_MAX_STAY_NIGHTS),
    );
  });

  it.each([
    ['2026-12-01', '2026-12-09', 'Stays can be at most 7 nights'],
    ['2026-12-24', '2026-12-25', 'Bookings open up to 30 days ahead'],
  ])('follows limits set by the server: %s to %s', (checkin, checkout, message) => {
    const strict = { maxStayNights: 7, bookingHorizonDays: 30 };
    expect(checkStayLimits({ checkin, checkout }, { today: TODAY, limits: strict })?.message).toBe(message);
  });

  it.each([
    ['2030-01-01', '9999-12-31', 'Bookings open up to 365 days ahead'],
    ['2026-12-01', '2028-12-01', 'Stays can be at most 30 nights'],
    ['2026-12-05', '2026-12-01', 'Check-out date must be after check-in date'],
  ])(
    'is part of the booking date rules, after the spec’s own checks: %s to %s',
    (checkin, checkout, message) => {
      expect(checkStayDates({ checkin, checkout }, TODAY)?.message).toBe(message);
    },
  );

  it('notes an override in the history only when it was needed', () => {
    expect(longStayOverrideNote({ nights: 45, reason: 'Film crew' }, limits)).toBe(
      'Long stay of 45 nights allowed (limit 30): Film crew',
    );
    expect(longStayOverrideNote({ nights: 10, reason: 'Film crew' }, limits)).toBe('');
    expect(longStayOverrideNote({ nights: 45, reason: '' }, limits)).toBe('');
  });
});

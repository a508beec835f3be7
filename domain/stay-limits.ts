// How long a stay may be and how far ahead it may start. The booking form, the walk-in form, the
// chat assistant and the API all ask these functions, so every door refuses the same way. The
// server reads MAX_STAY_NIGHTS and BOOKING_HORIZON_DAYS from its environment and tells the browser
// (GET /api/config); these are the defaults.
import { addDays, nightsBetween } from './dates';

export type StayLimits = { maxStayNights: number; bookingHorizonDays: number };

export const DEFAULT_STAY_LIMITS: StayLimits = { maxStayNights: 30, bookingHorizonDays: 365 };

/**
 * The longest stay staff can record even with an explicit override (a long-staying guest): it keeps
 * the work and the money of one booking bounded.
 */
export const OVERRIDE_MAX_STAY_NIGHTS = 365;

export const stayTooLongMessage = (maxNights: number) => `Stays can be at most ${maxNights} nights`;
export const beyondHorizonMessage = (days: number) => `Bookings open up to ${days} days ahead`;

/** The last day a stay may start on: today plus the horizon. */
export const lastBookableCheckin = (today: string, limits: StayLimits) =>
  addDays(today, limits.bookingHorizonDays);

/**
 * The limits' verdict on a stay whose dates are already valid and in order, or null when it fits.
 * `override` (staff only, with a recorded reason) lifts the stay length to OVERRIDE_MAX_STAY_NIGHTS;
 * nothing lifts the horizon.
 */
export const checkStayLimits = (
  stay: { checkin: string; checkout: string },
  options: { today: string; limits: StayLimits; override?: boolean },
): { path: 'checkin' | 'checkout'; message: string } | null => {
  const { today, limits } = options;
  if (stay.checkin > lastBookableCheckin(today, limits))
    return { path: 'checkin', message: beyondHorizonMessage(limits.bookingHorizonDays) };
  const maxNights = options.override ? OVERRIDE_MAX_STAY_NIGHTS : limits.maxStayNights;
  if (nightsBetween(stay.checkin, stay.checkout) > maxNights)
    return { path: 'checkout', message: stayTooLongMessage(maxNights) };
  return null;
};

/** What the history keeps of an override: only when it was needed (a stay within the limit needs none). */
export const longStayOverrideNote = (stay: { nights: number; reason: string }, limits: StayLimits): string =>
  stay.reason && stay.nights > limits.maxStayNights
    ? `Long stay of ${stay.nights} nights allowed (limit ${limits.maxStayNights}): ${stay.reason}`
    : '';

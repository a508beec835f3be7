// A stay as both booking forms hold it (the guest's booking page and the desk's walk-in dialog): dates
// and the party, every control a string (date inputs and selects give strings). Its rules are the
// domain's shared checks (domain/schemas/booking.ts), so the form says what the server would say.

import type { RoomDto } from '@domain/api-types';
import { addDays, isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { checkDiscountGuests, checkGuests, checkStayDates } from '@domain/schemas/booking';
import type { StayLimits } from '@domain/stay-limits';

export type StayValues = {
  checkin: string;
  checkout: string;
  adults: string;
  kids: string;
  /** Guests who are senior citizens or PWDs (the discount of docs/pricing.md). */
  discountGuests: string;
};

export type StayField = keyof StayValues;

/** The stay's fields in the order they appear, which is the order their messages matter in. */
export const STAY_DATE_FIELDS = ['checkin', 'checkout'] as const satisfies readonly StayField[];
export const STAY_GUEST_FIELDS = ['adults', 'kids', 'discountGuests'] as const satisfies readonly StayField[];

export type RoomLimits = Pick<RoomDto, 'maxAdults' | 'maxKids' | 'maxOccupancy'>;

/** The party as numbers: at least one adult, blanks as none. */
export const partyOf = (values: Pick<StayValues, 'adults' | 'kids' | 'discountGuests'>) => {
  const adults = Number(values.adults) || 1;
  const kids = Number(values.kids) || 0;
  return { adults, kids, guests: adults + kids, discountGuests: Number(values.discountGuests) || 0 };
};

/** Both dates are days and the check-out follows the check-in: a stay that has nights to price. */
export const hasNights = (checkin: string, checkout: string) =>
  isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin;

export type StayIssue = { field: StayField; message: string };

/**
 * What is wrong with the stay, in the spec's order (dates, guests within the room's limits, the senior /
 * PWD count): the domain's checks, with both date fields marked when neither is filled in.
 */
export const stayIssues = (
  values: StayValues,
  context: { today: string; room: RoomLimits; limits?: StayLimits },
): StayIssue[] => {
  const issues: StayIssue[] = [];
  const dates = checkStayDates({ checkin: values.checkin, checkout: values.checkout }, context.today, {
    limits: context.limits,
  });
  if (dates) {
    issues.push({ field: dates.path, message: dates.message });
    if (dates.message === MSG.bookingDatesRequired && !values.checkin && !values.checkout)
      issues.push({ field: 'checkout', message: dates.message });
  }
  const guests = checkGuests({ adults: Number(values.adults), kids: Number(values.kids) }, context.room);
  if (guests) issues.push({ field: guests.path, message: guests.message });
  const discount = checkDiscountGuests({
    adults: Number(values.adults),
    kids: Number(values.kids),
    discountGuests: Number(values.discountGuests),
  });
  if (discount) issues.push({ field: 'discountGuests', message: discount });
  return issues;
};

/** The earliest check-out for a check-in: the next day (or tomorrow when no check-in is chosen). */
export const checkoutMinFor = (checkin: string, today: string) =>
  addDays(isIsoDate(checkin) ? checkin : today, 1);

/** The latest check-out the limits allow for a check-in (the date picker's max). */
export const checkoutMaxFor = (checkin: string, today: string, limits: StayLimits) =>
  addDays(isIsoDate(checkin) ? checkin : today, limits.maxStayNights);

/** A select's choices from `from` to `to` (at least one), each labelled by `label`. */
export const countChoices = (from: number, to: number, label: (count: number) => string = String) =>
  Array.from({ length: Math.max(to - from + 1, 1) }, (_, i) => from + i).map((n) => ({
    value: String(n),
    label: label(n),
  }));

import { z } from 'zod';
import {
  BOOKING_PAYMENT_METHODS,
  CARD_NUMBER_MAX,
  CVV_MAX,
  PAYMENT_RECORD_METHODS,
  REVIEW_MIN_LENGTH,
} from '../constants';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';
import { checkStayLimits, DEFAULT_STAY_LIMITS, type StayLimits } from '../stay-limits';
import { addOnLinesSchema } from './add-ons';
import { moneyInput, multiLineText, singleLineText, wholeNumber } from './fields';

const bookingMethods = BOOKING_PAYMENT_METHODS.map((m) => m.value) as [string, ...string[]];
const recordMethods = PAYMENT_RECORD_METHODS.map((m) => m.value) as [string, ...string[]];

/**
 * The date rules of a stay, shared by the booking form, the walk-in form and the booking routes.
 * `today` is the resort's day (RESORT_TZ), given by the caller; `limits` are the server's stay
 * limits (the defaults when not given); `override` is staff's recorded permission for a longer stay.
 */
export const checkStayDates = (
  stay: { checkin?: string; checkout?: string },
  today: string,
  options: { limits?: StayLimits; override?: boolean } = {},
): { path: 'checkin' | 'checkout'; message: string } | null => {
  if (!stay.checkin || !stay.checkout)
    return { path: stay.checkin ? 'checkout' : 'checkin', message: MSG.bookingDatesRequired };
  if (!isIsoDate(stay.checkin) || !isIsoDate(stay.checkout))
    return { path: 'checkin', message: MSG.bookingDatesRequired };
  if (stay.checkin < today) return { path: 'checkin', message: MSG.checkinInPast };
  if (stay.checkout <= stay.checkin) return { path: 'checkout', message: MSG.checkoutAfterCheckin };
  return checkStayLimits(
    { checkin: stay.checkin, checkout: stay.checkout },
    { today, limits: options.limits ?? DEFAULT_STAY_LIMITS, override: options.override },
  );
};

export const DISCOUNT_GUESTS_MESSAGE = 'Enter how many guests are senior citizens or PWDs (0 or more)';
export const TOO_MANY_DISCOUNT_GUESTS_MESSAGE = 'Senior citizens and PWDs cannot be more than the guests';

/** Guests who are senior citizens or PWDs (RA 9994, RA 10754): the discount of docs/pricing.md. */
export const discountGuestsField = wholeNumber(
  z.number({ error: DISCOUNT_GUESTS_MESSAGE }).int(DISCOUNT_GUESTS_MESSAGE).min(0, DISCOUNT_GUESTS_MESSAGE),
)
  .default(0)
  .describe(
    'How many of the guests are senior citizens or persons with disability (20% off and no 12% VAT on their share of the room; ID checked at check-in). Default 0',
  );

/** The eligible guests are among the guests (adults + kids). */
export const checkDiscountGuests = (stay: {
  adults: number;
  kids: number;
  discountGuests?: number;
}): string | null => {
  const eligible = stay.discountGuests ?? 0;
  if (!Number.isInteger(eligible) || eligible < 0) return DISCOUNT_GUESTS_MESSAGE;
  return eligible > stay.adults + stay.kids ? TOO_MANY_DISCOUNT_GUESTS_MESSAGE : null;
};

/** What every guest booking's body carries beside what it books: the requests, the payment, the key. */
export const bookingRequestFields = {
  specialRequests: multiLineText().trim().max(2000).optional().default(''),
  paymentMethod: z
    .string({ error: MSG.paymentMethodRequired })
    .refine((m) => bookingMethods.includes(m), MSG.paymentMethodRequired),
  transactionId: singleLineText({ error: MSG.transactionIdRequired })
    .trim()
    .min(1, MSG.transactionIdRequired)
    .max(100),
  idempotencyKey: singleLineText().max(100).optional(),
};

/** POST /api/reservations. totalAmount is accepted for compatibility but never trusted: the server prices the stay. */
export const createReservationSchema = (today: string, limits: StayLimits = DEFAULT_STAY_LIMITS) =>
  z
    .object({
      roomId: z.string().uuid(MSG.roomNotFound),
      checkin: singleLineText().default(''),
      checkout: singleLineText().default(''),
      adults: wholeNumber(z.number().int().min(1, 'At least 1 adult is required')),
      kids: wholeNumber(z.number().int().min(0)).default(0),
      discountGuests: discountGuestsField,
      totalAmount: z.union([z.string(), z.number()]).optional(),
      // extras (ADR 0066): priced by the server in the booking's transaction
      addOns: addOnLinesSchema.optional(),
      ...bookingRequestFields,
    })
    .superRefine((stay, ctx) => {
      const problem = checkStayDates(stay, today, { limits });
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      const discountProblem = checkDiscountGuests(stay);
      if (discountProblem)
        ctx.addIssue({ code: 'custom', path: ['discountGuests'], message: discountProblem });
    });
export type CreateReservationInput = z.input<ReturnType<typeof createReservationSchema>>;

/**
 * Guests of a room: adults 1..maxAdults, kids 0..maxKids, and together at most maxOccupancy (the heads
 * the extra-guest charges may add up to).
 */
export const checkGuests = (
  guests: { adults: number; kids: number },
  room: { maxAdults: number; maxKids: number; maxOccupancy: number },
): { path: 'adults' | 'kids'; message: string } | null => {
  if (guests.adults < 1 || guests.adults > room.maxAdults)
    return { path: 'adults', message: `This room takes 1 to ${room.maxAdults} adults` };
  if (guests.kids < 0 || guests.kids > room.maxKids)
    return {
      path: 'kids',
      message: room.maxKids ? `This room takes up to ${room.maxKids} kids` : 'This room does not take kids',
    };
  if (guests.adults + guests.kids > room.maxOccupancy)
    return {
      path: guests.kids > 0 ? 'kids' : 'adults',
      message: `This room takes up to ${room.maxOccupancy} guests in all`,
    };
  return null;
};

/** Card fields exist on the form but never leave the browser. */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, CARD_NUMBER_MAX);
export const formatExpiry = (raw: string) => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
export const formatCvv = (raw: string) => raw.replace(/\D/g, '').slice(0, CVV_MAX);

/** POST /api/payments (a guest records a payment; staff verify it). */
export const recordPaymentSchema = z.object({
  reservationId: z.string().uuid(),
  amount: moneyInput(MSG.invalidAmount),
  paymentMethod: z.string().refine((m) => recordMethods.includes(m), 'Please choose a payment method'),
  transactionId: singleLineText({ error: MSG.paymentTransactionRequired })
    .trim()
    .min(1, MSG.paymentTransactionRequired)
    .max(100),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** PATCH /api/reservations/{id}: a customer may only cancel. */
export const customerReservationPatchSchema = z.object({ status: z.literal('cancelled') });

/** POST /api/reviews. */
export const createReviewSchema = z.object({
  reservationId: z.string().uuid(),
  rating: wholeNumber(z.number().int().min(1, MSG.reviewRating).max(5, MSG.reviewRating)).default(5),
  comment: multiLineText({ error: MSG.reviewTooShort })
    .trim()
    .min(REVIEW_MIN_LENGTH, MSG.reviewTooShort)
    .max(2000),
  location: singleLineText().trim().max(80).optional().default(''),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

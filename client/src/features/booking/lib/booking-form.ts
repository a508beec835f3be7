// The booking form's values and rules (spec section 5, Booking): what the form starts with, what is
// wrong with it in the spec's order and words, and the request it sends. Card fields live only here:
// they never reach the payload.

import { BOOKING_PAYMENT_METHODS } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { createReservationSchema } from '@domain/schemas/booking';
import type { StayLimits } from '@domain/stay-limits';
import { z } from 'zod';
import {
  type RoomLimits,
  STAY_DATE_FIELDS,
  STAY_GUEST_FIELDS,
  type StayValues,
  stayIssues,
} from '../stay/stay-values';

/** The payment step's controls, shared with the day tour's booking (PaymentSection reads these names). */
export type PaymentValues = {
  paymentMethod: string;
  transactionId: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
};

/** Every control of the form holds a string (selects and date inputs give strings). */
export type BookingFormValues = StayValues & { specialRequests: string } & PaymentValues;

export type BookingField = keyof BookingFormValues;
export const CARD_FIELDS = [
  'cardNumber',
  'cardExpiry',
  'cardCvv',
] as const satisfies readonly (keyof PaymentValues)[];

export const EMPTY_PAYMENT_VALUES: PaymentValues = {
  paymentMethod: '',
  transactionId: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvv: '',
};

/** What is wrong with the payment step: a method (the card only while the admin offers it), a reference. */
export const paymentIssues = (
  values: Pick<PaymentValues, 'paymentMethod' | 'transactionId'>,
  cardPayments: boolean | undefined,
): { field: 'paymentMethod' | 'transactionId'; message: string }[] => {
  const issues: { field: 'paymentMethod' | 'transactionId'; message: string }[] = [];
  if (!BOOKING_PAYMENT_METHODS.some((m) => m.value === values.paymentMethod))
    issues.push({ field: 'paymentMethod', message: MSG.paymentMethodRequired });
  else if (values.paymentMethod === 'Card' && cardPayments === false)
    issues.push({ field: 'paymentMethod', message: MSG.cardPaymentOff });
  if (!values.transactionId.trim())
    issues.push({ field: 'transactionId', message: MSG.transactionIdRequired });
  return issues;
};

/** The fields a guest may carry across signing in: everything but the card. */
export type BookingDraftValues = Omit<BookingFormValues, (typeof CARD_FIELDS)[number]>;

export const EMPTY_BOOKING_VALUES: BookingFormValues = {
  checkin: '',
  checkout: '',
  adults: '1',
  kids: '0',
  discountGuests: '0',
  specialRequests: '',
  ...EMPTY_PAYMENT_VALUES,
};

const clampCount = (raw: string | null | undefined, min: number, max: number, fallback: number) => {
  const n = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n)) return String(fallback);
  return String(Math.min(Math.max(n, min), Math.max(max, min)));
};

/**
 * The form's first values: a saved draft wins, then the ?checkin&checkout&adults&kids of the URL
 * (the search widget's and the room page's links), then the defaults. Guest counts are kept inside
 * the room's limits so the selects always show a real choice.
 */
export const initialBookingValues = (options: {
  search: string;
  room: RoomLimits;
  draft?: Partial<BookingDraftValues> | null;
}): BookingFormValues => {
  const params = new URLSearchParams(options.search);
  const fromUrl = {
    checkin: params.get('checkin') ?? '',
    checkout: params.get('checkout') ?? '',
    adults: params.get('adults') ?? '',
    kids: params.get('kids') ?? '',
  };
  const merged = { ...EMPTY_BOOKING_VALUES, ...stripEmpty(fromUrl), ...stripEmpty(options.draft ?? {}) };
  return {
    ...merged,
    checkin: isIsoDate(merged.checkin) ? merged.checkin : '',
    checkout: isIsoDate(merged.checkout) ? merged.checkout : '',
    adults: clampCount(merged.adults, 1, options.room.maxAdults, 1),
    kids: clampCount(merged.kids, 0, options.room.maxKids, 0),
    discountGuests: clampCount(merged.discountGuests, 0, options.room.maxAdults + options.room.maxKids, 0),
    paymentMethod: BOOKING_PAYMENT_METHODS.some((m) => m.value === merged.paymentMethod)
      ? merged.paymentMethod
      : '',
  };
};

const stripEmpty = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as Partial<T>;

/** What the rules need besides the form: the resort's today, the room, and the server's stay limits. */
export type BookingFormContext = {
  today: string;
  room: RoomLimits;
  limits?: StayLimits;
  /** The admin's card option (content setting card_payments); on unless told. */
  cardPayments?: boolean;
};

export type BookingIssue = { field: BookingField; message: string };

/**
 * What is wrong with the form, in the order the spec lists the rules: dates, guests, payment method,
 * transaction id. The first one is the toast; each one shows beside its field.
 */
export const validateBooking = (values: BookingFormValues, context: BookingFormContext): BookingIssue[] => {
  return [...stayIssues(values, context), ...paymentIssues(values, context.cardPayments)];
};

/** The form's zod schema for zodResolver: plain strings, checked by validateBooking in one pass. */
export const bookingFormSchema = (context: BookingFormContext) =>
  z
    .object({
      checkin: z.string(),
      checkout: z.string(),
      adults: z.string(),
      kids: z.string(),
      discountGuests: z.string(),
      specialRequests: z.string().max(2000, 'Please keep special requests under 2,000 characters'),
      paymentMethod: z.string(),
      transactionId: z.string().max(100, 'Please keep the reference number under 100 characters'),
      cardNumber: z.string(),
      cardExpiry: z.string(),
      cardCvv: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const issue of validateBooking(values, context))
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });

/** The fields in the order their messages matter (the first one becomes the toast). */
export const BOOKING_FIELD_ORDER: readonly BookingField[] = [
  ...STAY_DATE_FIELDS,
  ...STAY_GUEST_FIELDS,
  'specialRequests',
  'paymentMethod',
  'transactionId',
];

export const firstIssueMessage = (errors: Partial<Record<BookingField, { message?: string }>>) => {
  for (const field of BOOKING_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return { field, message };
  }
  return null;
};

/** The POST /api/reservations body, typed by the server's own schema so the two cannot drift apart. */
export type CreateReservationPayload = z.output<ReturnType<typeof createReservationSchema>>;

/** POST /api/reservations body. The total is for information only (the server prices the stay and the discount). */
export const toReservationPayload = (
  values: BookingFormValues,
  extra: { roomId: string; totalAmount: string; idempotencyKey: string },
): CreateReservationPayload => ({
  roomId: extra.roomId,
  checkin: values.checkin,
  checkout: values.checkout,
  adults: Number.parseInt(values.adults, 10),
  kids: Number.parseInt(values.kids, 10) || 0,
  discountGuests: Number.parseInt(values.discountGuests, 10) || 0,
  totalAmount: extra.totalAmount,
  specialRequests: values.specialRequests.trim(),
  paymentMethod: values.paymentMethod,
  transactionId: values.transactionId.trim(),
  idempotencyKey: extra.idempotencyKey,
});

/** The form minus the card: what may be kept in sessionStorage while the guest signs in. */
export const draftValues = (values: BookingFormValues): BookingDraftValues => {
  const { cardNumber: _n, cardExpiry: _e, cardCvv: _c, ...rest } = values;
  return rest;
};

import { z } from 'zod';
import { BOOKING_PAYMENT_METHODS, PAYMENT_RECORD_METHODS, type PaymentRecordMethod } from '../constants';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';
import { DISCOUNT_ID_TYPES } from '../pricing';
import { checkDiscountGuests, discountGuestsField, TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from './booking';
import { moneyInput, multiLineText, requiredSingleLine, singleLineText, wholeNumber } from './fields';

/**
 * Staff's explicit override of MAX_STAY_NIGHTS: a reason, kept in the reservation's history. Blank
 * means no override, so a long stay is refused like any other.
 */
const longStayReasonField = singleLineText().trim().max(200).optional().default('');

/** PATCH /api/receptionist/reservations/{id}/extend. */
export const extendStaySchema = z.object({
  newCheckout: singleLineText({ error: MSG.newCheckoutRequired })
    .min(1, MSG.newCheckoutRequired)
    .refine(isIsoDate, MSG.newCheckoutRequired),
  longStayReason: longStayReasonField,
});

/** POST /api/receptionist/walk-in-customer. */
export const walkInCustomerSchema = z.object({
  firstName: requiredSingleLine(MSG.walkInFields).max(80),
  lastName: requiredSingleLine(MSG.walkInFields).max(80),
  email: requiredSingleLine(MSG.walkInFields)
    .pipe(z.email(MSG.invalidEmail))
    .transform((e) => e.toLowerCase()),
});

const walkInMethods = [...PAYMENT_RECORD_METHODS, ...BOOKING_PAYMENT_METHODS].map((m) => m.value) as string[];
const requiredText = requiredSingleLine(MSG.walkInBookingFields);

/** POST /api/receptionist/book-for-customer (the walk-in booking payload of spec section 3). */
export const walkInBookingPayloadSchema = z
  .object({
    customerId: z.string({ error: MSG.walkInBookingFields }).uuid(MSG.walkInBookingFields),
    roomId: z.string({ error: MSG.walkInBookingFields }).uuid(MSG.walkInBookingFields),
    checkin: requiredText.refine(isIsoDate, MSG.walkInBookingFields),
    checkout: requiredText.refine(isIsoDate, MSG.walkInBookingFields),
    adults: wholeNumber(z.number().int().min(1)).default(1),
    kids: wholeNumber(z.number().int().min(0)).default(0),
    discountGuests: discountGuestsField,
    // the price before the senior/PWD discount; a missing total reads as blank, so it gets the form's message rather than zod's 'Invalid input'
    totalAmount: z.preprocess((value) => value ?? '', moneyInput(MSG.walkInBookingFields)),
    paymentMethod: requiredText.refine((m) => walkInMethods.includes(m), MSG.walkInBookingFields),
    transactionId: requiredText.max(100),
    specialRequests: multiLineText().trim().max(2000).optional().default(''),
    longStayReason: longStayReasonField,
  })
  .refine((b) => b.checkout > b.checkin, { message: MSG.checkoutAfterCheckin, path: ['checkout'] })
  .refine((b) => !checkDiscountGuests(b), {
    message: TOO_MANY_DISCOUNT_GUESTS_MESSAGE,
    path: ['discountGuests'],
  });

export const DISCOUNT_ID_NUMBER_REQUIRED = 'Enter the ID number';
export const DISCOUNT_ID_NAME_REQUIRED = 'Enter the name on the ID';
export const DISCOUNT_REMOVAL_REASON_REQUIRED = 'Say why the discount is removed';

/** POST /api/receptionist/reservations/{id}/discount-ids: an eligible guest's ID, seen at check-in. */
export const discountIdSchema = z.object({
  idType: z.enum(DISCOUNT_ID_TYPES, { error: 'Choose the kind of ID' }),
  idNumber: requiredSingleLine(DISCOUNT_ID_NUMBER_REQUIRED).max(50),
  fullName: requiredSingleLine(DISCOUNT_ID_NAME_REQUIRED).max(120),
});
export type DiscountIdInput = z.input<typeof discountIdSchema>;

/**
 * POST /api/receptionist/reservations/{id}/remove-discount: the desk could not verify an ID. Names the
 * recorded ID it removes, or none for a guest who showed no ID (one of the claimed discounts goes).
 */
export const removeDiscountSchema = z.object({
  discountIdId: z.string().uuid('Discount ID not found').optional(),
  reason: requiredSingleLine(DISCOUNT_REMOVAL_REASON_REQUIRED).max(300),
});
export type RemoveDiscountInput = z.input<typeof removeDiscountSchema>;

/** PATCH /api/receptionist/payments/{id}: verify or reject a recorded payment. */
export const verifyPaymentSchema = z.object({
  status: z.enum(['success', 'rejected']),
  /** Why a payment is rejected: told to the guest in the email (optional; a default sentence otherwise). */
  reason: singleLineText().trim().max(300).optional().default(''),
});

/** The reason staff give for a move the rules would otherwise refuse (kept in the history). */
const overrideReasonField = singleLineText().trim().max(300).optional().default('');

/** PATCH /api/receptionist/reservations/{id}/confirm: optional body; the reason overrides a missing down payment. */
export const confirmReservationSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ overrideReason: overrideReasonField }),
);

/** PATCH /api/receptionist/reservations/{id}/checkout: optional body; leaveUnpaid confirms leaving a balance. */
export const checkoutReservationSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ leaveUnpaid: z.boolean().optional().default(false) }),
);

export const HOLD_EXTENSION_REASON_REQUIRED = 'Please give the reason for extending the hold';

/**
 * PATCH /api/receptionist/reservations/{id}/extend-hold: the desk keeps an unverified booking's nights
 * past its "verify by" time (the guest called, the bank is slow); the reason goes in the history.
 */
export const extendHoldSchema = z.object({
  reason: requiredSingleLine(HOLD_EXTENSION_REASON_REQUIRED).max(300),
});
export type ExtendHoldInput = z.input<typeof extendHoldSchema>;

export const REFUND_REASON_REQUIRED = 'Please give the reason for the refund';

/** POST /api/receptionist/reservations/{id}/refunds: money paid back to the guest. */
export const refundSchema = z.object({
  amount: z.preprocess((value) => value ?? '', moneyInput(MSG.invalidAmount)),
  paymentMethod: z.enum(
    PAYMENT_RECORD_METHODS.map((method) => method.value) as [PaymentRecordMethod, ...PaymentRecordMethod[]],
    { error: 'Please choose a payment method' },
  ),
  transactionId: requiredSingleLine(MSG.paymentTransactionRequired).max(100),
  reason: requiredSingleLine(REFUND_REASON_REQUIRED).max(300),
});

/** POST /api/receptionist/payments: money received at the desk, verified on the spot. */
export const deskPaymentSchema = z.object({
  reservationId: z.string({ error: 'Reservation not found' }).uuid('Reservation not found'),
  amount: z.preprocess((value) => value ?? '', moneyInput(MSG.invalidAmount)),
  paymentMethod: z.enum(['cash', 'card', 'gcash', 'paymaya', 'bank_transfer'], {
    error: 'Please choose a payment method',
  }),
  transactionId: requiredSingleLine(MSG.paymentTransactionRequired).max(100),
});

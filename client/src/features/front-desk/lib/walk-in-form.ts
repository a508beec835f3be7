// Step 2 of the walk-in dialog (spec section 5, Walk-in booking): the shared payload schema plus the
// checks the form can make before asking the server (past check-in, the room's guest limits), the
// prefilled price and the payload sent to POST /api/receptionist/book-for-customer.

import type { RoomDto } from '@domain/api-types';
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import { nightsBetween } from '@domain/dates';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import { checkGuests } from '@domain/schemas/booking';
import { walkInBookingPayloadSchema } from '@domain/schemas/staff';
import { beyondHorizonMessage, lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import type { z } from 'zod';
import { STAY_DATE_FIELDS, STAY_GUEST_FIELDS, type StayValues } from '@/features/booking';
import { refineLongStay } from './long-stay';

/** The desk's payment methods, cash first (what walk-ins pay with most). */
export const DESK_PAYMENT_METHODS = [
  ...PAYMENT_RECORD_METHODS.filter((m) => m.value === 'cash'),
  ...PAYMENT_RECORD_METHODS.filter((m) => m.value !== 'cash'),
];

/** The stay's fields are the booking page's; the senior / PWD discount is taken off the total. */
export type WalkInBookingValues = StayValues & {
  customerId: string;
  roomId: string;
  /** The price before any senior / PWD discount. */
  totalAmount: string;
  paymentMethod: string;
  transactionId: string;
  specialRequests: string;
  /** Staff's explicit override of the stay limit, with its reason (lib/long-stay.ts). */
  allowLongStay: boolean;
  longStayReason: string;
};

export const walkInBookingDefaults = (customerId: string, today: string, tomorrow: string) =>
  ({
    customerId,
    roomId: '',
    checkin: today,
    checkout: tomorrow,
    adults: '1',
    kids: '0',
    discountGuests: '0',
    totalAmount: '',
    paymentMethod: 'cash',
    transactionId: '',
    specialRequests: '',
    allowLongStay: false,
    longStayReason: '',
  }) satisfies WalkInBookingValues;

/**
 * The shared schema plus what only the form knows: today, the server's stay limits, whether the clerk
 * ticked the long-stay override, and the chosen room's limits.
 */
export const walkInBookingSchema = (options: {
  today: string;
  rooms: readonly RoomDto[];
  limits: StayLimits;
  allowLongStay: boolean;
}) =>
  walkInBookingPayloadSchema.superRefine((booking, ctx) => {
    if (booking.checkin < options.today)
      ctx.addIssue({ code: 'custom', path: ['checkin'], message: MSG.checkinInPast });
    else if (booking.checkin > lastBookableCheckin(options.today, options.limits))
      ctx.addIssue({
        code: 'custom',
        path: ['checkin'],
        message: beyondHorizonMessage(options.limits.bookingHorizonDays),
      });
    if (booking.checkout > booking.checkin)
      refineLongStay(ctx, {
        nights: nightsBetween(booking.checkin, booking.checkout),
        limits: options.limits,
        allowed: options.allowLongStay,
        reason: booking.longStayReason,
        datesField: 'checkout',
      });
    const room = options.rooms.find((r) => r.id === booking.roomId);
    if (!room) return;
    if (room.status !== 'available')
      ctx.addIssue({ code: 'custom', path: ['roomId'], message: MSG.roomUnavailable });
    const guests = checkGuests(booking, room);
    if (guests) ctx.addIssue({ code: 'custom', path: [guests.path], message: guests.message });
  });

/** The fields in the order they appear: the first one's message is the toast. */
export const WALK_IN_FIELD_ORDER = [
  'roomId',
  ...STAY_DATE_FIELDS,
  'longStayReason',
  ...STAY_GUEST_FIELDS,
  'totalAmount',
  'paymentMethod',
  'transactionId',
  'specialRequests',
] as const satisfies readonly (keyof WalkInBookingValues)[];

export type WalkInBookingOutput = z.output<ReturnType<typeof walkInBookingSchema>>;

/** The API's payload: money as a decimal string, guests as integers, the override's reason when it was used. */
export const toBookingPayload = (values: WalkInBookingOutput, options: { allowLongStay: boolean }) => ({
  customerId: values.customerId,
  roomId: values.roomId,
  checkin: values.checkin,
  checkout: values.checkout,
  adults: values.adults,
  kids: values.kids,
  discountGuests: values.discountGuests,
  totalAmount: toDecimalString(values.totalAmount),
  paymentMethod: values.paymentMethod,
  transactionId: values.transactionId,
  specialRequests: values.specialRequests,
  longStayReason: options.allowLongStay ? values.longStayReason : '',
});
export type WalkInBookingPayload = ReturnType<typeof toBookingPayload>;

// POST /api/booking-groups: several rooms for the same dates, each with its own party, booked together.
import { z } from 'zod';
import {
  GROUP_ROOMS_DISTINCT_MESSAGE,
  GROUP_ROOMS_MESSAGE,
  MAX_GROUP_ROOMS,
  MIN_GROUP_ROOMS,
} from '../booking-groups';
import { MSG } from '../messages';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '../stay-limits';
import { addOnLinesSchema } from './add-ons';
import {
  bookingRequestFields,
  checkDiscountGuests,
  checkStayDates,
  discountGuestsField,
  recordPaymentSchema,
} from './booking';
import { singleLineText, wholeNumber } from './fields';

/** One room of the group: its party and the extras booked with it (priced by the server). */
export const groupRoomSchema = z
  .object({
    roomId: z.string().uuid(MSG.roomNotFound),
    adults: wholeNumber(z.number().int().min(1, 'At least 1 adult is required')),
    kids: wholeNumber(z.number().int().min(0)).default(0),
    discountGuests: discountGuestsField,
    addOns: addOnLinesSchema.optional(),
  })
  .superRefine((room, ctx) => {
    const problem = checkDiscountGuests(room);
    if (problem) ctx.addIssue({ code: 'custom', path: ['discountGuests'], message: problem });
  });
export type GroupRoomInput = z.input<typeof groupRoomSchema>;

export const createBookingGroupSchema = (today: string, limits: StayLimits = DEFAULT_STAY_LIMITS) =>
  z
    .object({
      checkin: singleLineText().default(''),
      checkout: singleLineText().default(''),
      rooms: z
        .array(groupRoomSchema, { error: GROUP_ROOMS_MESSAGE })
        .min(MIN_GROUP_ROOMS, GROUP_ROOMS_MESSAGE)
        .max(MAX_GROUP_ROOMS, GROUP_ROOMS_MESSAGE),
      ...bookingRequestFields,
    })
    .superRefine((group, ctx) => {
      const problem = checkStayDates(group, today, { limits });
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      const ids = group.rooms.map((room) => room.roomId);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['rooms'], message: GROUP_ROOMS_DISTINCT_MESSAGE });
    });
export type CreateBookingGroupInput = z.input<ReturnType<typeof createBookingGroupSchema>>;

/** POST /api/booking-groups/{code}/payments: a payment toward the group's balance (split over its rooms). */
export const groupPaymentSchema = recordPaymentSchema.omit({ reservationId: true });
export type GroupPaymentInput = z.input<typeof groupPaymentSchema>;

/** POST /api/receptionist/booking-groups/{code}/cancel: why, kept in each room's history. */
export const cancelGroupSchema = z.object({
  reason: singleLineText().trim().max(300).optional().default(''),
});

// The admin's day-visit offer (docs/admin.md, "Day visits") and the public day query: the entrance fees,
// the holidays, the cottages. Money, text and head limits are the rooms' (fields.ts); days are bounded by
// the booking horizon, so a year 9999 is a plain 400.
import { z } from 'zod';
import { ROOM_STATUSES } from '../constants';
import { addDays, isIsoDate } from '../dates';
import { MSG } from '../messages';
import {
  beyondHorizonMessage,
  DEFAULT_STAY_LIMITS,
  lastBookableCheckin,
  type StayLimits,
} from '../stay-limits';
import { bookingRequestFields, checkDiscountGuests, checkStayDates, discountGuestsField } from './booking';
import { moneyInput, multiLineText, requiredSingleLine, singleLineText, wholeNumber } from './fields';
import { optionalInt } from './public';

export const DAY_VISIT_MESSAGES = {
  price: 'Please enter a valid price',
  capacity: 'Daily capacity must be a whole number from 1 to 10000',
  cottageCapacity: 'Capacity must be a whole number from 1 to 50 persons',
  holidayName: 'Holiday name is required',
  cottageName: 'Cottage name is required',
  day: MSG.visitDay,
} as const;

const wholeFrom = (min: number, max: number, message: string) =>
  wholeNumber(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** PUT /api/admin/day-visits/pass: the whole entrance pass at once (infants are always free). */
export const passSettingsInputSchema = z.object({
  adultWeekdayPrice: moneyInput(DAY_VISIT_MESSAGES.price),
  adultWeekendPrice: moneyInput(DAY_VISIT_MESSAGES.price),
  childWeekdayPrice: moneyInput(DAY_VISIT_MESSAGES.price),
  childWeekendPrice: moneyInput(DAY_VISIT_MESSAGES.price),
  childRule: singleLineText().trim().max(200).default(''),
  childRuleFil: singleLineText().trim().max(200).default(''),
  openingHours: singleLineText().trim().max(80).default(''),
  dailyCapacity: wholeFrom(1, 10_000, DAY_VISIT_MESSAGES.capacity),
});

/**
 * A day someone may pick for a visit: today up to the booking horizon. A visit holds one night's range
 * [day, day + 1), so the stay's own date rules answer, with the stay's messages, on the field `date`.
 */
export const checkVisitDay = (day: string, today: string, limits: StayLimits = DEFAULT_STAY_LIMITS) => {
  if (!isIsoDate(day)) return DAY_VISIT_MESSAGES.day;
  // before the stay's rules: the day after 9999-12-31 is no date at all
  if (day > lastBookableCheckin(today, limits)) return beyondHorizonMessage(limits.bookingHorizonDays);
  return checkStayDates({ checkin: day, checkout: addDays(day, 1) }, today, { limits })?.message ?? null;
};

const dayField = singleLineText({ error: DAY_VISIT_MESSAGES.day })
  .trim()
  .refine(isIsoDate, DAY_VISIT_MESSAGES.day);

/**
 * POST /api/admin/day-visits/holidays: a day priced as a weekend. The server also holds its date to the
 * booking's window (checkVisitDay), which depends on the day it is asked.
 */
export const holidayInputSchema = z.object({
  date: dayField,
  name: requiredSingleLine(DAY_VISIT_MESSAGES.holidayName).max(120),
});

/** POST /api/admin/day-visits/cottages (PATCH: the same fields, each optional). */
export const cottageInputSchema = z.object({
  name: requiredSingleLine(DAY_VISIT_MESSAGES.cottageName).max(120),
  description: multiLineText().trim().max(2000).default(''),
  images: z.array(singleLineText().max(500)).max(20).default([]),
  capacity: wholeFrom(1, 50, DAY_VISIT_MESSAGES.cottageCapacity),
  price: moneyInput(DAY_VISIT_MESSAGES.price, 'Price is required'),
  status: z.enum(ROOM_STATUSES).default('available'),
});

export const cottagePatchSchema = z
  .object({
    name: cottageInputSchema.shape.name.optional(),
    description: cottageInputSchema.shape.description.unwrap().optional(),
    images: cottageInputSchema.shape.images.unwrap().optional(),
    capacity: cottageInputSchema.shape.capacity.optional(),
    price: cottageInputSchema.shape.price.optional(),
    status: cottageInputSchema.shape.status.unwrap().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update');

/** What a bad count of infants says (adults and kids: GUEST_NUMBER_MESSAGES, as the rooms'). */
export const INFANTS_MESSAGE = MSG.infants;

/**
 * GET /api/day-visits?date=: the day is checked against today by the server (checkVisitDay). With `adults`
 * the answer also prices the party (the rooms' head limits; kids, infants and discountGuests default to 0),
 * with the cottage `cottageId` when given.
 */
export const dayVisitQuerySchema = z.object({
  date: singleLineText({ error: DAY_VISIT_MESSAGES.day }).trim(),
  adults: optionalInt(1, 20),
  kids: optionalInt(0, 20),
  infants: optionalInt(0, 20),
  discountGuests: optionalInt(0, 40),
  cottageId: singleLineText().trim().max(100).optional(),
});
export type DayVisitQuery = z.output<typeof dayVisitQuerySchema>;

export type PassSettingsInput = z.output<typeof passSettingsInputSchema>;
export type HolidayInput = z.output<typeof holidayInputSchema>;
export type CottageInput = z.output<typeof cottageInputSchema>;
export type CottagePatch = z.output<typeof cottagePatchSchema>;

/**
 * What a day-visit booking, the day read and the admin say of a cottage, the pass and the day (spec texts
 * of the guest's screens: MSG, so the page shows them in its language).
 */
export const PASS_NOT_SET = MSG.passNotSet;
export const COTTAGE_NOT_FOUND = MSG.cottageNotFound;
export const COTTAGE_NOT_FREE = MSG.cottageNotFree;
export const DAY_VISIT_FULL = MSG.dayVisitFull;

/**
 * POST /api/day-visits/bookings: a day at the beach for the signed-in guest, paid like a room (the 30%
 * down payment, a GCash or bank reference). The server prices it (quoteDayVisit) and checks the day, the
 * day's capacity and the cottage; a client total is never read.
 */
export const createDayVisitSchema = (today: string, limits: StayLimits = DEFAULT_STAY_LIMITS) =>
  z
    .object({
      date: singleLineText({ error: DAY_VISIT_MESSAGES.day }).trim().default(''),
      adults: wholeNumber(z.number().int().min(1, 'At least 1 adult is required').max(20)),
      kids: wholeNumber(z.number().int().min(0).max(20)).default(0),
      infants: wholeNumber(
        z
          .number({ error: INFANTS_MESSAGE })
          .int(INFANTS_MESSAGE)
          .min(0, INFANTS_MESSAGE)
          .max(20, INFANTS_MESSAGE),
      ).default(0),
      discountGuests: discountGuestsField,
      cottageId: z.string().uuid(COTTAGE_NOT_FOUND).nullish(),
      ...bookingRequestFields,
    })
    .superRefine((visit, ctx) => {
      const problem = checkVisitDay(visit.date, today, limits);
      if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
      const discountProblem = checkDiscountGuests(visit);
      if (discountProblem)
        ctx.addIssue({ code: 'custom', path: ['discountGuests'], message: discountProblem });
    });
export type CreateDayVisitInput = z.input<ReturnType<typeof createDayVisitSchema>>;

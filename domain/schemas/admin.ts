import { z } from 'zod';
import { INQUIRY_STATUSES, ROLES, ROOM_STATUSES } from '../constants';
import { MSG } from '../messages';
import { chargeInput, moneyInput, multiLineText, singleLineText, wholeNumber } from './fields';

/** Amenities typed comma-separated: trimmed, empties dropped. */
export const parseAmenityList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const MAX_OCCUPANCY_MESSAGE = 'Max occupancy must be a whole number from 1 to 10';
export const BASE_OCCUPANCY_MESSAGE = 'Good for (persons) must be a whole number from 1 to 10';
export const EXTRA_ADULT_CHARGE_MESSAGE = 'Charge per extra adult must be an amount of ₱0 or more';
export const EXTRA_CHILD_CHARGE_MESSAGE = 'Charge per extra child must be an amount of ₱0 or more';

/**
 * A room's base occupancy against its max occupancy (the server checks the stored pair after a PATCH of
 * either; the form checks the pair it shows). Null when they fit.
 */
export const baseOccupancyProblem = (room: { baseOccupancy: number; maxOccupancy: number }) =>
  room.baseOccupancy > room.maxOccupancy
    ? `Good for (persons) cannot be more than the max occupancy (${room.maxOccupancy})`
    : null;

/** POST /api/admin/rooms and the Add Room / Edit Room form (spec sections 5 and 7). */
export const roomInputSchema = z.object({
  name: singleLineText().trim().min(1, 'Room name is required').max(120),
  description: multiLineText().trim().max(5000).optional().default(''),
  basePrice: moneyInput('Please enter a valid price', 'Base price is required'),
  maxAdults: wholeNumber(z.number().int().min(1).max(6)).default(2),
  maxKids: wholeNumber(z.number().int().min(0).max(4)).default(0),
  maxOccupancy: wholeNumber(
    z
      .number({ error: MAX_OCCUPANCY_MESSAGE })
      .int(MAX_OCCUPANCY_MESSAGE)
      .min(1, MAX_OCCUPANCY_MESSAGE)
      .max(10, MAX_OCCUPANCY_MESSAGE),
  ).default(2),
  // "good for N persons": left out, the room is good for its max occupancy (nobody is charged extra)
  baseOccupancy: wholeNumber(
    z
      .number({ error: BASE_OCCUPANCY_MESSAGE })
      .int(BASE_OCCUPANCY_MESSAGE)
      .min(1, BASE_OCCUPANCY_MESSAGE)
      .max(10, BASE_OCCUPANCY_MESSAGE),
  ).optional(),
  // per extra head per night beyond the base occupancy, in centavos after parsing
  extraAdultCharge: chargeInput(EXTRA_ADULT_CHARGE_MESSAGE).default(0),
  extraChildCharge: chargeInput(EXTRA_CHILD_CHARGE_MESSAGE).default(0),
  amenities: z.array(singleLineText().trim().min(1).max(80)).max(50).default([]),
  status: z.enum(ROOM_STATUSES).default('available'),
  imagePath: singleLineText().max(500).optional(),
  images: z.array(singleLineText().max(500)).min(3, MSG.roomPhotosMin).max(20),
});

export const bulkAmenitiesSchema = z
  .object({
    action: z.enum(['add', 'remove', 'replace']),
    oldAmenity: singleLineText().trim().max(80).optional().default(''),
    newAmenity: singleLineText().trim().max(80).optional().default(''),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'add' && !b.newAmenity)
      ctx.addIssue({ code: 'custom', path: ['newAmenity'], message: MSG.bulkAddNeeded });
    if (b.action === 'remove' && !b.oldAmenity)
      ctx.addIssue({ code: 'custom', path: ['oldAmenity'], message: MSG.bulkRemoveNeeded });
    if (b.action === 'replace' && (!b.oldAmenity || !b.newAmenity))
      ctx.addIssue({ code: 'custom', path: ['newAmenity'], message: MSG.bulkReplaceNeeded });
  });

export const userPatchSchema = z
  .object({
    role: z.enum(ROLES).optional(),
    isActive: z.boolean().optional(),
    firstName: singleLineText().trim().min(1, 'First name is required').max(80).optional(),
    lastName: singleLineText().trim().min(1, 'Last name is required').max(80).optional(),
    email: singleLineText()
      .trim()
      .pipe(z.email(MSG.invalidEmail))
      .transform((e) => e.toLowerCase())
      .optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to update');

export const contentInputSchema = z.object({
  key: singleLineText().trim().min(1).max(60).optional(),
  title: singleLineText().trim().max(200).default(''),
  content: multiLineText().max(20000),
  contentType: z.enum(['text', 'html']).optional(),
  // the Filipino versions, same limits; '' means Filipino pages show the English, left out keeps what is stored
  titleFil: singleLineText().trim().max(200).optional(),
  contentFil: multiLineText().max(20000).optional(),
});

export const amenityInputSchema = z.object({
  name: singleLineText().trim().min(1, 'Name is required').max(120),
  description: multiLineText().trim().max(2000).optional().default(''),
  icon: singleLineText().trim().max(60).optional(),
  displayOrder: wholeNumber(z.number().int().min(0).max(10000)).default(0),
  imagePath: singleLineText().max(500).nullable().optional(),
});

/** The seasonal rate form's words (the spec gives none; these are the Edit Room dialog's). */
export const RATE_MESSAGES = {
  rateTypeRequired: 'Please enter a rate type',
  invalidPrice: 'Please enter a valid price',
  datesRequired: 'Please select the valid from and to dates',
  toBeforeFrom: 'Valid to must be on or after valid from',
} as const;

/** POST /api/admin/rooms/{id}/rates and the Add a rate form: a seasonal rate; both days inclusive. */
export const rateInputSchema = z
  .object({
    rateType: singleLineText().trim().min(1, RATE_MESSAGES.rateTypeRequired).max(80),
    price: moneyInput(RATE_MESSAGES.invalidPrice),
    description: multiLineText().trim().max(500).optional().default(''),
    validFrom: z.iso.date(RATE_MESSAGES.datesRequired),
    validTo: z.iso.date(RATE_MESSAGES.datesRequired),
  })
  .refine((r) => r.validFrom <= r.validTo, {
    path: ['validTo'],
    message: RATE_MESSAGES.toBeforeFrom,
  });

export const inquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES) });

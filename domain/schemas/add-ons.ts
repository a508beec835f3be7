// The add-ons' payloads: the admin's extra, and the lines a guest or the desk asks for (ADR 0066). The
// server prices each line itself: a line names the extra, how many and (for a trip) its day, never a price.
import { z } from 'zod';
import { ADD_ON_LIMITS, ADD_ON_MESSAGES, ADD_ON_UNITS } from '../add-ons';
import { moneyInput, multiLineText, singleLineText, wholeNumber } from './fields';

export const ADD_ON_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  price: 'Please enter a valid price',
  unit: 'Choose how the extra is priced',
  dailyLimit: `The daily limit is a whole number from 1 to ${ADD_ON_LIMITS.dailyLimitMax}, or empty for none`,
} as const;

const name = (message: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(ADD_ON_LIMITS.nameMax);
const description = multiLineText().trim().max(ADD_ON_LIMITS.descriptionMax).optional().default('');

/** POST /api/admin/add-ons and PUT /api/admin/add-ons/{id}: an extra, in both languages. */
export const addOnInputSchema = z.object({
  nameEn: name(ADD_ON_FORM_MESSAGES.nameRequired),
  // the Filipino name may be left empty: Filipino pages then show the English one
  nameFil: singleLineText().trim().max(ADD_ON_LIMITS.nameMax).optional().default(''),
  descriptionEn: description,
  descriptionFil: description,
  imagePath: singleLineText().trim().max(500).nullable().optional(),
  unit: z.enum(ADD_ON_UNITS, { error: ADD_ON_FORM_MESSAGES.unit }),
  price: moneyInput(ADD_ON_FORM_MESSAGES.price),
  dailyLimit: wholeNumber(
    z
      .number({ error: ADD_ON_FORM_MESSAGES.dailyLimit })
      .min(1, ADD_ON_FORM_MESSAGES.dailyLimit)
      .max(ADD_ON_LIMITS.dailyLimitMax, ADD_ON_FORM_MESSAGES.dailyLimit),
  )
    .nullable()
    .optional()
    .default(null),
  active: z.boolean().optional().default(true),
  sort: wholeNumber(z.number().int().min(0).max(10000)).optional().default(0),
});

/** One line asked for: the extra, how many, and a trip's day (YYYY-MM-DD within the stay). */
export const addOnLineInputSchema = z.object({
  addOnId: z.string().max(64),
  quantity: wholeNumber(
    z
      .number({ error: ADD_ON_MESSAGES.quantity })
      .min(1, ADD_ON_MESSAGES.quantity)
      .max(ADD_ON_LIMITS.quantityMax, ADD_ON_MESSAGES.quantity),
  ),
  day: z.iso.date('Use a date like 2026-12-24').optional(),
});

export const addOnLinesSchema = z
  .array(addOnLineInputSchema)
  .max(ADD_ON_LIMITS.linesMax, ADD_ON_MESSAGES.tooManyLines);

/** POST /api/reservations/{id}/add-ons and the desk's: the lines to add. */
export const addAddOnsSchema = z.object({ addOns: addOnLinesSchema.min(1, ADD_ON_MESSAGES.quantity) });

export type AddOnLineInput = z.output<typeof addOnLineInputSchema>;

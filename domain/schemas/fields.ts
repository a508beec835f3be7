// The building blocks every payload schema is made of: free text people type, whole numbers and amounts
// of money. One rule each, so no stray byte reaches the database or an email, no `true` or `[]` counts as
// a number and no amount overflows a column or carries a third decimal.
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { toCentavosExact } from '../money';

/** The largest amount any single field accepts: ₱10,000,000.00 (the money columns hold up to 10^10). */
export const MAX_MONEY_CENTAVOS = 1_000_000_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point
const NUL = /\u0000/;
const LINE_BREAKS_AND_TABS = /\r\n?|[\t\n\v\f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const OTHER_CONTROLS = /[\u0001-\u0008\u000b-\u001f\u007f]/g;

const hasNoNul = (value: string) => !NUL.test(value);

/** One line (names, references, subjects): tabs and line breaks become spaces, other control characters go. */
export const toSingleLine = (value: string) =>
  value.replace(LINE_BREAKS_AND_TABS, ' ').replace(OTHER_CONTROLS, '');

/** Several lines (messages, requests, reviews): tabs and line breaks (as \n) stay, other control characters go. */
export const toMultiLine = (value: string) => value.replace(/\r\n?/g, '\n').replace(OTHER_CONTROLS, '');

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line text field. NUL is refused with a message of its own (PostgreSQL cannot store it, and it
 * is never typed by a person); the result is still a ZodString, so `.trim().min().max()` chain as usual.
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).refine(hasNoNul, MSG.invalidCharacter).overwrite(toSingleLine);

/** A one-line text that must be filled in: `message` is said whether it is missing, not text, or blank. */
export const requiredSingleLine = (message: string) =>
  singleLineText({ error: message }).trim().min(1, message);

/** A text field that may hold several lines. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).refine(hasNoNul, MSG.invalidCharacter).overwrite(toMultiLine);

/** Text written as a plain decimal number: a sign and a fraction pass, so the field's own min and whole-number messages answer them. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A JSON number stays; text of a plain decimal (trimmed) becomes its number; anything else is left for z.number to refuse. */
const readNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : value;
};

/** The API documentation of a number field: `number`'s own (type, bounds), without the "$schema" line. */
const numberDocs = (number: z.ZodNumber) => {
  const { $schema: _, ...docs } = z.toJSONSchema(number, { io: 'input' });
  return docs;
};

/**
 * A number field of a body or query that need not be whole (the rooms search's maxPrice): a JSON
 * number or a plain decimal string, trimmed; anything else meets `number`'s type message. Read by an
 * overwrite rather than z.preprocess, whose transform would drop the fields' defaults from the API
 * documentation; the documentation is `number`'s.
 */
export const plainNumber = (number: z.ZodNumber = z.number()) =>
  z.unknown().overwrite(readNumber).pipe(number).meta(numberDocs(number));

/**
 * A whole-number field (guests, occupancy, display order, rating): a JSON number (API clients) or a
 * string of digits, trimmed (forms and query strings). Booleans, arrays, objects, null, blank strings
 * and "1e3" are refused with the number's own type message (its `error`), where z.coerce.number() read
 * true and [1] as 1 and [], null and "  " as 0. `number` carries the field's rules and messages as
 * z.coerce.number() had them: `wholeNumber(z.number({ error: message }).min(0, message)).default(0)`;
 * .int() is added when it has none. A missing field meets `.default()` before this, as before.
 */
export const wholeNumber = (number: z.ZodNumber = z.number()) =>
  plainNumber(number.isInt ? number : number.int());

/**
 * Money input: a string ("4,500.50") or a number, returned as integer centavos. `message` is the
 * field's own message for a malformed, zero or negative amount or one with more than two decimals
 * ("0.005" or 0.005 alike), and for a missing or blank one unless `missingMessage` words that apart;
 * above the cap it says so.
 */
export const moneyInput = (message: string, missingMessage = message) =>
  z
    .union([z.string(), z.number()], { error: missingMessage })
    .refine((value) => typeof value === 'number' || value.trim() !== '', {
      message: missingMessage,
      abort: true,
    })
    .transform((value) => toCentavosExact(value))
    .refine((cents) => Number.isFinite(cents) && cents > 0, message)
    .refine((cents) => !(cents > MAX_MONEY_CENTAVOS), MSG.amountTooLarge);

/**
 * A charge that may be nothing (a room's extra-guest charges): as moneyInput, but 0 is allowed; a
 * negative, malformed or blank amount, or one with more than two decimals, gets `message`.
 */
export const chargeInput = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .refine((value) => typeof value === 'number' || value.trim() !== '', { message, abort: true })
    .transform((value) => toCentavosExact(value))
    .refine((cents) => Number.isFinite(cents) && cents >= 0, message)
    .refine((cents) => !(cents > MAX_MONEY_CENTAVOS), MSG.amountTooLarge);

/** A guest language: an account's, a chat question's, an inquiry's, an FAQ entry's. */
export const languageField = z.enum(LANGUAGES, { error: 'Choose English or Filipino' });

// The building blocks every payload schema is made of: free text people type and amounts of money.
// One rule each, so no stray byte reaches the database or an email and no amount overflows a column.
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { toCentavos } from '../money';

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

/**
 * Money input: a string ("4,500.50") or a number, returned as integer centavos. `message` is the
 * field's own message for a malformed, zero or negative amount, and for a missing or blank one unless
 * `missingMessage` words that apart; above the cap it says so.
 */
export const moneyInput = (message: string, missingMessage = message) =>
  z
    .union([z.string(), z.number()], { error: missingMessage })
    .refine((value) => typeof value === 'number' || value.trim() !== '', {
      message: missingMessage,
      abort: true,
    })
    .transform((value) => toCentavos(value))
    .refine((cents) => Number.isFinite(cents) && cents > 0, message)
    .refine((cents) => !(cents > MAX_MONEY_CENTAVOS), MSG.amountTooLarge);

/** A guest language (issue 12): an account's, a chat question's, an inquiry's, an FAQ entry's. */
export const languageField = z.enum(LANGUAGES, { error: 'Choose English or Filipino' });

import { z } from 'zod';
import { INQUIRY_SUBJECTS } from '../constants';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';
import { languageField, multiLineText, plainNumber, singleLineText, wholeNumber } from './fields';

const isoDate = z.string().refine(isIsoDate, 'Use a date like 2026-12-24');
/** An optional whole number of a query string from min to max ('' counts as absent). */
export const optionalInt = (min: number, max: number) =>
  z
    .union([z.literal(''), wholeNumber(z.number().int().min(min).max(max))])
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * What a bad guest count says (zod's own 'Invalid input' says nothing to a person): the routes hand these to
 * the error handler as their fields' messages (plugins/errors.ts). The counts the room search, the room's
 * availability and a day visit's quote take: adults 1 to 20, kids 0 to 20.
 */
export const GUEST_NUMBER_MESSAGES = {
  adults: 'Adults must be a whole number from 1 to 20',
  kids: 'Kids must be a whole number from 0 to 20',
} as const;

/** GET /api/rooms query: every filter optional; bad values are a 400. */
export const roomSearchSchema = z
  .object({
    checkin: z
      .union([z.literal(''), isoDate])
      .optional()
      .transform((v) => v || undefined),
    checkout: z
      .union([z.literal(''), isoDate])
      .optional()
      .transform((v) => v || undefined),
    adults: optionalInt(1, 20),
    kids: optionalInt(0, 20),
    maxPrice: z
      .union([z.literal(''), plainNumber(z.number().positive().max(10_000_000))])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .refine((q) => Boolean(q.checkin) === Boolean(q.checkout), {
    message: MSG.bookingDatesRequired,
    path: ['checkout'],
  })
  .refine((q) => !q.checkin || !q.checkout || q.checkout > q.checkin, {
    message: MSG.checkoutAfterCheckin,
    path: ['checkout'],
  });
export type RoomSearch = z.infer<typeof roomSearchSchema>;

const requiredLine = (max: number) => singleLineText().trim().min(1, MSG.requiredFields).max(max);

/** POST /api/inquiries and the 'Send us a Message' form. */
export const inquirySchema = z.object({
  name: requiredLine(120),
  email: singleLineText().trim().min(1, MSG.requiredFields).pipe(z.email(MSG.invalidEmail)),
  phone: singleLineText().trim().max(40).optional().default(''),
  subject: requiredLine(120),
  message: multiLineText().trim().min(1, MSG.requiredFields).max(5000),
  /** The acknowledgement's language; English when not sent. */
  language: languageField.optional(),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export const INQUIRY_SUBJECT_OPTIONS = INQUIRY_SUBJECTS;

/** POST /api/chatbot/message: one question to the chat assistant (an empty or blank one is never sent). */
export const CHAT_MESSAGE_MAX = 1000;
export const chatMessageSchema = z.object({
  message: multiLineText({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(CHAT_MESSAGE_MAX, 'Please keep your message to 1,000 characters or fewer'),
  sessionId: z
    .string({ error: 'A chat session id is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'A chat session id is 8 to 100 letters, digits, - or _'),
  /** The reply's language; English when not sent. */
  language: languageField.optional(),
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;

/**
 * GET /api/rooms/{id}/availability query: the stay to check (both days required, check-out after
 * check-in) and the party the other free rooms must fit. The server adds the checks that need its day
 * and limits (past check-in, longest stay, booking horizon: checkStayDates).
 */
export const roomAvailabilityQuerySchema = z
  .object({
    checkin: z.string({ error: MSG.bookingDatesRequired }).min(1, MSG.bookingDatesRequired).pipe(isoDate),
    checkout: z.string({ error: MSG.bookingDatesRequired }).min(1, MSG.bookingDatesRequired).pipe(isoDate),
    adults: optionalInt(1, 20).transform((v) => v ?? 1),
    kids: optionalInt(0, 20).transform((v) => v ?? 0),
  })
  .refine((q) => q.checkout > q.checkin, { message: MSG.checkoutAfterCheckin, path: ['checkout'] });
export type RoomAvailabilityQuery = z.infer<typeof roomAvailabilityQuerySchema>;

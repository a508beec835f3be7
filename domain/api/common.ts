// The building blocks of the API's answers (ARCHITECTURE.md, API conventions) and its one error shape.
// Answer schemas only describe what the server sends: no transforms, so the response serialiser can
// encode through them, and unknown keys are dropped on the way out.
import { z } from 'zod';

/** Ids are UUIDs (any version: the database makes them). */
export const uuid = z.guid();

/** Money in answers: a decimal string with two decimals, e.g. "4500.00" (a balance may be negative). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/, 'A decimal string with two decimals');

/** A resort-local calendar day, 'YYYY-MM-DD'. */
export const calendarDay = z.iso.date();

/** A moment in time as an ISO 8601 string in UTC ('2025-03-01T08:30:00.000Z'). */
export const timestamp = z.iso.datetime();

export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Field name (dotted path for nested fields) to the first problem found with it'),
  })
  .meta({
    id: 'ApiError',
    description: 'Every failure: a readable message, and for invalid input the message per field.',
    examples: [
      {
        message: 'Please fill in all required fields.',
        errors: { email: 'Please fill in all required fields.' },
      },
      { message: 'Room not found' },
    ],
  });

/** The statuses the API answers with when something is wrong (ARCHITECTURE.md, API conventions). */
export const ERROR_STATUS_MEANINGS = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Signed in but not allowed (or a disabled account), or a request from another site',
  404: 'Not found (also another customer’s reservation)',
  409: 'Conflict with the current state (dates taken, an illegal status change, an email already used)',
  413: 'Request body too large',
  415: 'Wrong content type (send JSON)',
  422: 'An Idempotency-Key already used for a different request',
  429: 'Too many attempts: wait and try again (see Retry-After)',
  503: 'The database is out of reach or the site is busy: try again (see Retry-After)',
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUS_MEANINGS;

/** `{400: ApiError, 404: ApiError}` for a route's `response` schema: errors go through the same serialiser. */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S]: typeof apiErrorSchema;
  };

/** The errors every route with a JSON body can answer: invalid input, too large, not JSON. */
export const BODY_ERRORS = [400, 413, 415] as const;

/** A bare confirmation: `{"message": "Code verified"}`. */
export const messageSchema = z
  .object({ message: z.string() })
  .meta({ id: 'Message', examples: [{ message: 'Code verified' }] });

/** An answer without a body (204 No Content, or a redirect whose Location header is the answer). */
export const noContent = z.undefined();

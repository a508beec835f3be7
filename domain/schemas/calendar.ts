// What the admin and the desk send for calendar sync: the same schemas check the forms and the server.
import { z } from 'zod';
import { CALENDAR_CHANNELS } from '../calendar';

export const FEED_URL_MAX_LENGTH = 2000;

export const feedInputSchema = z.object({
  channel: z.enum(CALENDAR_CHANNELS, { error: 'Choose the travel site' }),
  url: z
    .string({ error: 'Enter the calendar’s address' })
    .trim()
    .min(1, { error: 'Enter the calendar’s address' })
    .max(FEED_URL_MAX_LENGTH, { error: 'That address is too long' })
    .refine((value) => /^https?:\/\//i.test(value), { error: 'Enter an http:// or https:// address' }),
});
export type FeedInput = z.infer<typeof feedInputSchema>;

export const CONFLICT_ACTIONS = ['cancel_ours', 'mark_handled'] as const;

export const resolveConflictSchema = z.object({
  action: z.enum(CONFLICT_ACTIONS, { error: 'Choose how to resolve the conflict' }),
  note: z.string().trim().max(500, { error: 'Keep the note under 500 characters' }).default(''),
  /**
   * cancel_ours: the bookings the desk saw and agreed to cancel. When the event overlaps other bookings
   * by now, nothing is cancelled (409) and the dialog shows the new ones.
   */
  reservationIds: z
    .array(z.uuid({ error: 'Not a booking id' }))
    .max(50)
    .optional(),
});
export type ResolveConflictInput = z.infer<typeof resolveConflictSchema>;

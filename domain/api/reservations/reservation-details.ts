// What staff lists add to a reservation: its history, its weather notice and the discount IDs recorded.
import { z } from 'zod';
import { DISCOUNT_ID_TYPES } from '../../pricing';
import { WEATHER_CHOICES } from '../../weather';
import { calendarDay, timestamp, uuid } from '../common';

export const reservationEventSchema = z
  .object({
    id: uuid,
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    note: z.string(),
    actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ReservationEvent', description: 'One step in a reservation’s history (staff lists only).' });

export const weatherNoticeSchema = z
  .object({
    disruptionId: uuid,
    startDate: calendarDay,
    endDate: calendarDay.describe('Both days included'),
    note: z.string(),
    lifted: z.boolean(),
    choice: z.enum(WEATHER_CHOICES).describe('pending until the guest moves or cancels the stay'),
  })
  .meta({ id: 'WeatherNotice' });

export const discountGuestSchema = z
  .object({
    id: uuid,
    idType: z.enum(DISCOUNT_ID_TYPES).describe('osca: senior citizen ID; pwd: PWD ID'),
    idNumber: z.string(),
    fullName: z.string(),
    recordedAt: timestamp,
    recordedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    removedAt: timestamp
      .nullable()
      .describe('Set when the desk could not verify the ID and removed the discount'),
    removedReason: z.string(),
  })
  .meta({
    id: 'DiscountGuest',
    description: 'A senior citizen or PWD ID recorded at check-in (staff lists only).',
  });

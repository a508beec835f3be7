// Weather disruptions in the API's answers: the desk's list, its preview, the guest's move options.
import { z } from 'zod';
import { DAY_TYPES, RESERVATION_KINDS } from '../day-visits';
import { RESERVATION_STATUSES } from '../reservation-status';
import { WEATHER_CHOICES } from '../weather';
import { calendarDay, money, timestamp, uuid } from './common';

const person = z.object({ firstName: z.string(), lastName: z.string() }).nullable();

export const affectedBookingSchema = z
  .object({
    reservationId: uuid,
    referenceCode: z.string(),
    guestName: z.string(),
    kind: z.enum(RESERVATION_KINDS),
    roomName: z.string().nullable().describe("The stay's room; null for a day visit"),
    cottageName: z.string().nullable().describe("A day visit's cottage; null without one"),
    checkin: calendarDay,
    checkout: calendarDay,
    status: z.enum(RESERVATION_STATUSES),
    choice: z.enum(WEATHER_CHOICES),
  })
  .meta({ id: 'WeatherAffectedBooking' });

export const weatherDisruptionSchema = z
  .object({
    id: uuid,
    startDate: calendarDay,
    endDate: calendarDay.describe('Both days included'),
    note: z.string(),
    declaredAt: timestamp,
    declaredBy: person,
    liftedAt: timestamp.nullable(),
    liftedBy: person,
    affected: z.array(affectedBookingSchema),
  })
  .meta({
    id: 'WeatherDisruption',
    examples: [
      {
        id: '0b6f1c2a-3d4e-4f5a-8b9c-0d1e2f3a4b5c',
        startDate: '2026-09-14',
        endDate: '2026-09-16',
        note: 'PAGASA TCWS No. 2 for La Union',
        declaredAt: '2026-09-13T02:00:00.000Z',
        declaredBy: { firstName: 'Rosa', lastName: 'Reyes' },
        liftedAt: null,
        liftedBy: null,
        affected: [],
      },
    ],
  });

export const disruptionPreviewSchema = z
  .object({ affectedCount: z.number().int(), overlapsActive: z.boolean() })
  .meta({ id: 'WeatherDisruptionPreview' });

export const weatherMoveOptionSchema = z
  .object({ roomId: uuid, roomName: z.string(), totalAmount: money, current: z.boolean() })
  .meta({
    id: 'WeatherMoveOption',
    description: 'A room free for the new dates at or below the booking total',
  });

export const weatherMoveDaySchema = z
  .object({
    date: calendarDay,
    dayType: z.enum(DAY_TYPES),
    holidayName: z.string().nullable(),
    capacityLeft: z.number().int().describe('Day visitors the day still takes, infants included'),
    cottageFree: z
      .boolean()
      .nullable()
      .describe("Whether the booking's cottage is free that day; null when it has none"),
    totalAmount: money.describe('The visit priced on that day, with its discount'),
  })
  .meta({
    id: 'WeatherMoveDay',
    description: 'A new day for a weather-affected day visit: what it has left for the visit, and its price',
  });

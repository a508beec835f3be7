// The gate (the front desk's day visitors) in the API's answers: one day's offer, its day visits and the
// overnight guests whose stay covers it, who enter free (docs/adr/0063, "The gate").
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../reservation-status';
import { calendarDay, uuid } from './common';
import { dayVisitDaySchema } from './day-visits';
import { reservationSchema } from './reservations';

export const overnightGuestSchema = z
  .object({
    id: uuid,
    referenceCode: z.string(),
    guestName: z.string(),
    roomName: z.string(),
    checkin: calendarDay,
    checkout: calendarDay,
    status: z.enum(RESERVATION_STATUSES),
    adults: z.number().int(),
    kids: z.number().int(),
  })
  .meta({
    id: 'OvernightGuest',
    description: 'A stay covering the day (checked in or arriving): its heads pay no entrance fee.',
  });

export const gateDaySchema = z
  .object({
    date: calendarDay,
    offer: dayVisitDaySchema.describe('The fees, the places left and the free cottages that day'),
    visits: z
      .array(reservationSchema)
      .describe("The day's day visits still expected (pending, confirmed) or arrived (checked in)"),
    overnight: z.array(overnightGuestSchema),
  })
  .meta({ id: 'GateDay', description: "The gate's day: what is left, who is expected, who came." });

export type OvernightGuestDto = z.infer<typeof overnightGuestSchema>;
export type GateDayDto = z.infer<typeof gateDaySchema>;

// Weather disruption payloads: the desk's declaration and the guest's free move (domain/weather.ts).
// The day rules need today, so the schemas are built per request (like the booking form's).
import { z } from 'zod';
import type { StayLimits } from '../stay-limits';
import {
  checkDisruptionDays,
  checkMoveDates,
  checkMoveDay,
  DISRUPTION_NOTE_MAX,
  type DisruptionDays,
  MSG_WEATHER,
} from '../weather';
import { singleLineText } from './fields';

const dayField = (message: string) => singleLineText({ error: message }).trim().max(10, message).default('');

/** POST /api/receptionist/weather-disruptions (and its preview). */
export const declareDisruptionSchema = (today: string) =>
  z
    .object({
      startDate: dayField(MSG_WEATHER.datesRequired),
      endDate: dayField(MSG_WEATHER.datesRequired),
      note: singleLineText({ error: MSG_WEATHER.noteRequired })
        .trim()
        .min(1, MSG_WEATHER.noteRequired)
        .max(DISRUPTION_NOTE_MAX, MSG_WEATHER.noteTooLong),
    })
    .superRefine((days, ctx) => {
      const problem = checkDisruptionDays(days, today);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    });

export type DeclareDisruptionInput = z.infer<ReturnType<typeof declareDisruptionSchema>>;

/** POST /api/reservations/{id}/weather-move: new dates and a room; the server prices and checks them. */
export const weatherMoveSchema = (options: {
  originalCheckin: string;
  today: string;
  limits: StayLimits;
  disruptions: readonly DisruptionDays[];
}) =>
  z
    .object({
      checkin: dayField('Choose a check-in date'),
      checkout: dayField('Choose a check-out date'),
      roomId: z.string({ error: 'Choose a room' }).uuid('Choose a room'),
    })
    .superRefine((stay, ctx) => {
      const problem = checkMoveDates(stay, options);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    });

/** The move's dates alone (the dialog's first step and the options query). */
export const weatherMoveDatesSchema = z.object({
  checkin: dayField('Choose a check-in date'),
  checkout: dayField('Choose a check-out date'),
});

/** POST /api/reservations/{id}/weather-move/day: a day visit's new day; the server checks what it holds. */
export const weatherMoveDaySchema = (options: Parameters<typeof checkMoveDay>[1]) =>
  z.object({ date: dayField(MSG_WEATHER.dayRequired) }).superRefine((move, ctx) => {
    const problem = checkMoveDay(move.date, options);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
  });

/** The new day alone: the check's query and the move's fields, as the routes document them. */
export const weatherNewDaySchema = z.object({ date: dayField(MSG_WEATHER.dayRequired) });

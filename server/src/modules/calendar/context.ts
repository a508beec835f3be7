// What every calendar use case needs from the app (`app` itself fits, or `{ deps: app.deps }`), and the
// resort-local window a feed is read over.
import { addDays, todayIn } from '@domain/dates';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type CalendarContext = {
  deps: FastifyInstance['deps'];
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * The days a feed's events matter on: from yesterday (a stay that began then still holds tonight) to the
 * last day a booking made today could reach (the booking horizon plus the longest stay).
 */
export const syncWindow = (ctx: CalendarContext) => {
  const { resortTz, stayLimits } = ctx.deps.config;
  const today = todayIn(resortTz, ctx.deps.now());
  return {
    resortTz,
    from: addDays(today, -1),
    to: addDays(today, stayLimits.bookingHorizonDays + stayLimits.maxStayNights),
  };
};

export const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

// The resort-local window a calendar feed is read over.
import { addDays, todayIn } from '@domain/dates';
import type { AppContext } from '../../lib/app-context';

/**
 * The days a feed's events matter on: from yesterday (a stay that began then still holds tonight) to the
 * last day a booking made today could reach (the booking horizon plus the longest stay).
 */
export const syncWindow = (ctx: AppContext) => {
  const { resortTz, stayLimits } = ctx.deps.config;
  const today = todayIn(resortTz, ctx.deps.now());
  return {
    resortTz,
    from: addDays(today, -1),
    to: addDays(today, stayLimits.bookingHorizonDays + stayLimits.maxStayNights),
  };
};

export const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

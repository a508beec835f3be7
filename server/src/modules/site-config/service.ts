// What the browser must know of the server's settings to apply the same rules as the server.
import type { SiteConfigDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import type { AppContext } from '../../lib/app-context';

/** GET /api/config: the resort's today and time zone, the stay limits, how long an unverified booking holds. */
export const readSiteConfig = (ctx: AppContext): SiteConfigDto => {
  const { resortTz, stayLimits, unverifiedHoldHours } = ctx.deps.config;
  return {
    resortTz,
    today: todayIn(resortTz, ctx.deps.now()),
    maxStayNights: stayLimits.maxStayNights,
    bookingHorizonDays: stayLimits.bookingHorizonDays,
    unverifiedHoldHours,
  };
};

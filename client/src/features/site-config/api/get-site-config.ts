// GET /api/config: the stay limits and the resort's time zone the server works with, so forms refuse the
// same way and "today" is the resort's day (RESORT_TZ) wherever the visitor's computer is. Parsed with the
// route's answer schema.
import { DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '@domain/stay-limits';
import { DEFAULT_UNVERIFIED_HOLD_HOURS } from '@domain/unverified-holds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { formatResortDateTime, formatResortTime } from '@/lib/resort-time';
import { siteConfigKeys } from './keys';

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKeys.all,
    queryFn: fetchParsed((s) => s.siteConfigSchema),
  });

/** The server's stay limits; the defaults until the answer arrives (the server checks again anyway). */
export const useStayLimits = (): StayLimits => {
  const { data } = useQuery(siteConfigQueryOptions());
  return data
    ? { maxStayNights: data.maxStayNights, bookingHorizonDays: data.bookingHorizonDays }
    : DEFAULT_STAY_LIMITS;
};

/** UNVERIFIED_HOLD_HOURS: how long a booking keeps its nights until the desk verifies its payment. */
export const useUnverifiedHoldHours = (): number => {
  const { data } = useQuery(siteConfigQueryOptions());
  return data?.unverifiedHoldHours ?? DEFAULT_UNVERIFIED_HOLD_HOURS;
};

export type ResortClock = {
  /** The server's RESORT_TZ (the default zone until /api/config answers). */
  timeZone: string;
  /** The resort's today, 'YYYY-MM-DD', worked out at render so a page left open past midnight moves on. */
  today: string;
  /** A timestamp on the resort's clock: 'Jul 5, 2026, 3:04 PM'. */
  formatDateTime: (timestamp: string) => string;
  /** A timestamp's time of day on the resort's clock: '3:04 PM'. */
  formatTime: (timestamp: string) => string;
};

/** The resort's time zone, today and clock, from the server's RESORT_TZ. */
export const useResortClock = (): ResortClock => {
  const { data } = useQuery(siteConfigQueryOptions());
  const timeZone = data?.resortTz ?? DEFAULT_RESORT_TZ;
  return {
    timeZone,
    today: todayIn(timeZone),
    formatDateTime: (timestamp) => formatResortDateTime(timestamp, timeZone),
    formatTime: (timestamp) => formatResortTime(timestamp, timeZone),
  };
};

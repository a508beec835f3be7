// Check-in and check-out are resort-local calendar days written "YYYY-MM-DD".
// Day arithmetic happens in UTC so no machine time zone or DST shifts a date.

import { lazy } from './lazy';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string =>
  new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Nights between two days: the day difference, rounded up (spec section 9). */
export const nightsBetween = (checkin: string, checkout: string): number =>
  Math.ceil((toUtc(checkout) - toUtc(checkin)) / DAY_MS);

/** Each night of the stay [checkin, checkout), as the day the night starts. */
export const eachNight = (checkin: string, checkout: string): string[] => {
  const nights = nightsBetween(checkin, checkout);
  return Array.from({ length: Math.max(nights, 0) }, (_, i) => addDays(checkin, i));
};

export const DEFAULT_RESORT_TZ = 'Asia/Manila';

// Intl formatters are costly to build: one per zone, reused (a calendar feed converts thousands of times).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

const cached = (
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) => {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = make();
    cache.set(timeZone, formatter);
  }
  return formatter;
};

/** The part of Temporal that dayIn uses (browsers have Temporal; Node 20, the server's, does not). */
type TemporalDays = {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): { toPlainDate(): object } };
  };
};

/**
 * The day `at` falls on in `timeZone`, YYYY-MM-DD. Throws RangeError for a zone it does not know.
 * Temporal where the runtime has it: a browser's first Intl.DateTimeFormat loads the locale's data
 * (25-35 ms on this machine, 4x that on a phone), and the landing asks for today while it hydrates.
 */
export const dayIn = (timeZone: string, at: Date): string => {
  const temporal = (globalThis as { Temporal?: TemporalDays }).Temporal;
  if (temporal)
    return String(
      temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate(),
    );
  return cached(
    dayFormatters,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);
};

/** Today's date as the resort sees it (RESORT_TZ decides, not the server's clock zone). */
export const todayIn = (timeZone: string = DEFAULT_RESORT_TZ, now: Date = new Date()): string =>
  dayIn(timeZone, now);

/** The wall clock in `timeZone` at `at` as if it were UTC (whole seconds), so two readings subtract. */
export const wallClockMs = (at: Date, timeZone: string): number => {
  const formatter = cached(
    clockFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(at)) part[type] = Number(value);
  return Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
};

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
export const zoneOffsetMs = (at: Date, timeZone: string): number =>
  wallClockMs(at, timeZone) - Math.floor(at.getTime() / 1000) * 1000;

/** The instant a wall-clock time in `timeZone` names (the later offset wins around a DST change). */
export const instantOfWallClock = (wallMs: number, timeZone: string): Date => {
  const guess = wallMs - zoneOffsetMs(new Date(wallMs), timeZone);
  return new Date(wallMs - zoneOffsetMs(new Date(guess), timeZone));
};

/** The instant a resort day begins (midnight in `timeZone`). */
export const dayStartIn = (day: string, timeZone: string = DEFAULT_RESORT_TZ): Date => {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMs(utcMidnight, timeZone));
};

const longDate = lazy(
  () =>
    new Intl.DateTimeFormat('en-PH', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const shortDate = lazy(
  () =>
    new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** "Sat, Dec 5, 2026" for a resort day. */
export const formatDay = (day: string, style: 'long' | 'short' = 'short'): string =>
  isIsoDate(day) ? (style === 'long' ? longDate : shortDate)().format(new Date(toUtc(day))) : day;

/** "2026-12" -> "Dec 2026". */
export const formatMonth = (month: string): string => {
  const [year, m] = month.split('-');
  const date = new Date(Date.UTC(Number(year), Number(m) - 1, 1));
  return Number.isNaN(date.getTime())
    ? month
    : new Intl.DateTimeFormat('en-PH', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
};

// Check-in and check-out are resort-local calendar days written "YYYY-MM-DD".
// Day arithmetic happens in UTC so no machine time zone or DST shifts a date.

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

/** Today's date as the resort sees it (RESORT_TZ decides, not the server's clock zone). */
export const todayIn = (timeZone: string = DEFAULT_RESORT_TZ, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
const zoneOffsetMs = (at: Date, timeZone: string): number => {
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const part = (type: string) => Number(parts[type] ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
};

/** The instant a resort day begins (midnight in `timeZone`). */
export const dayStartIn = (day: string, timeZone: string = DEFAULT_RESORT_TZ): Date => {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMs(utcMidnight, timeZone));
};

const longDate = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-PH', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat, Dec 5, 2026" for a resort day. */
export const formatDay = (day: string, style: 'long' | 'short' = 'short'): string =>
  isIsoDate(day) ? (style === 'long' ? longDate : shortDate).format(new Date(toUtc(day))) : day;

/** "2026-12" -> "Dec 2026". */
export const formatMonth = (month: string): string => {
  const [year, m] = month.split('-');
  const date = new Date(Date.UTC(Number(year), Number(m) - 1, 1));
  return Number.isNaN(date.getTime())
    ? month
    : new Intl.DateTimeFormat('en-PH', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
};

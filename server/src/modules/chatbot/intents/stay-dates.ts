// The stay a message asks about: its first and last day (or its length) as resort days
// ('YYYY-MM-DD'), judged against the resort's today, never the server clock's zone.
import { addDays, isIsoDate, nightsBetween } from '@domain/dates';
import type { ParsedComponents } from 'chrono-node';
import { filipinoDatesInEnglish } from './filipino-dates';
import { COUNT, countOf, normalize } from './normalize';
import { isoOf, isWeekdayOnly, pad, referenceOf, stayDateReader } from './stay-reader';

/**
 * The last day as read, or the next such day when it comes out on or before the first one: a bare day
 * in the first day's month rolls into the next month ("Dec 30 - 2" ends on 2 January), a month without
 * a year into the next year, a weekday into the next week. A date with its year stays as written: the
 * stay is then reported as inverted.
 */
const resolveEnd = (end: ParsedComponents, start: string): string | null => {
  const iso = isoOf(end);
  if (iso > start || end.isCertain('year')) return iso;
  if (isWeekdayOnly(end)) return addDays(iso, 7 * Math.ceil((nightsBetween(iso, start) + 1) / 7));
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const later =
    iso.slice(0, 7) !== start.slice(0, 7)
      ? `${year + 1}-${pad(month)}-${pad(day)}`
      : month === 12
        ? `${year + 1}-01-${pad(day)}`
        : `${year}-${pad(month + 1)}-${pad(day)}`;
  return isIsoDate(later) ? later : null;
};

/** "3 nights", "two-night", "overnight", "a week": the length of stay when no last day is written. */
export const parseNights = (text: string): number | undefined => {
  const nights = new RegExp(`\\b${COUNT}[\\s-]*(?:nights?|gabi)\\b`).exec(text);
  if (nights) return countOf(nights[1]) || undefined;
  const weeks = new RegExp(`\\b${COUNT}[\\s-]*weeks?\\b`).exec(text);
  if (weeks) return countOf(weeks[1]) * 7 || undefined;
  if (/\bovernight\b/.test(text)) return 1;
  return undefined;
};

export type StayDates =
  /** `assumedNights`: only a first day was written, so the stay length is a guess (1 night unless told). */
  | { status: 'ok'; checkin: string; checkout: string; nights: number; assumedNights: boolean }
  /** A first day before the resort's today. */
  | { status: 'past'; checkin: string }
  /** A last day on or before the first day. */
  | { status: 'inverted'; checkin: string; checkout: string };

/**
 * The stay asked about, or null when the message names no date. `today` is the resort's today.
 * Days without a year mean the next such day (asked in December, "Jan 5" is next year's), so only a
 * written year or ISO date can be in the past.
 */
export const parseStayDates = (message: string, today: string): StayDates | null => {
  const text = normalize(message);
  const [first, second] = stayDateReader.parse(filipinoDatesInEnglish(text), referenceOf(today), {
    forwardDate: true,
  });
  if (!first) return null;
  const checkin = isoOf(first.start);
  // chrono reads a day without a year as the next such day: only a written year can be in the past
  if (checkin < today) return { status: 'past', checkin };
  const lastDay = first.end ?? second?.start;
  const end = lastDay ? resolveEnd(lastDay, checkin) : null;
  if (end) {
    if (end <= checkin) return { status: 'inverted', checkin, checkout: end };
    return {
      status: 'ok',
      checkin,
      checkout: end,
      nights: nightsBetween(checkin, end),
      assumedNights: false,
    };
  }
  const nights = parseNights(text);
  const length = Math.min(Math.max(nights ?? 1, 1), 60);
  return {
    status: 'ok',
    checkin,
    checkout: addDays(checkin, length),
    nights: length,
    assumedNights: nights === undefined,
  };
};

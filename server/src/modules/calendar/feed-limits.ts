// What a calendar feed yields, and the limits and messages of reading one (see ./parse-feed for the rules).
import type { RefusedFeedEvent } from '@domain/calendar';

/** Dates are YYYY-MM-DD in resort time; checkout is exclusive (the morning the guest leaves). */
export type FeedEvent = {
  uid: string;
  checkin: string;
  checkout: string;
  summary: string;
  /** The channel's page of this booking, from DESCRIPTION; null when it names none. */
  reservationUrl: string | null;
};

/** What a feed holds: the events to apply and the ones refused (with why). */
export type ReadFeed = { events: FeedEvent[]; refused: RefusedFeedEvent[] };

export type FeedWindow = { resortTz: string; from: string; to: string };

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

export const FEED_PARSE_LIMITS = {
  maxEvents: 5_000,
  maxRecurrenceSteps: 10_000,
  /** ical.js day-by-day checks inside recurrence steps, all rules together. */
  maxRuleChecks: 50_000,
  maxSummaryLength: 200,
  maxUidLength: 255,
  maxRefused: 100,
  maxUrlLength: 500,
  /** Components of every kind (VEVENT, VTIMEZONE, STANDARD, VALARM…): a 2 MB feed holds ~16,000 events. */
  maxComponents: 25_000,
  maxTimeZones: 50,
  /**
   * UTC offset changes of all VTIMEZONEs, through the last year the feed's dates need (ical.js expands a
   * zone that far, five years more): a real zone changes twice a year, an Outlook one from 1601.
   */
  maxZoneChanges: 5_000,
  /** RDATE and EXDATE values in all (ical.js sorts them all before expanding). */
  maxDateValues: 10_000,
};

const count = (value: number) => value.toLocaleString('en-US');

export const FEED_PARSE_MESSAGES = {
  notICalendar: 'The feed is not an iCalendar file',
  tooManyComponents: `The feed is too complex: more than ${count(FEED_PARSE_LIMITS.maxComponents)} entries`,
  tooManyZones: `The feed is too complex: more than ${FEED_PARSE_LIMITS.maxTimeZones} time zones`,
  zoneTooComplex: 'The feed is too complex: a time zone changes too often',
  tooManyDates: `The feed is too complex: more than ${count(FEED_PARSE_LIMITS.maxDateValues)} recurrence dates`,
} as const;

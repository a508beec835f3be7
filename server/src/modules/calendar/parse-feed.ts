// Reads a travel site's calendar feed (iCalendar, RFC 5545, parsed with Mozilla's ical.js) into the nights
// its events hold at the resort. The rules:
//
// - The text must be a VCALENDAR, else FeedParseError("The feed is not an iCalendar file"): garbage, an HTML
//   page, empty text. A VCALENDAR without events is valid and holds nothing.
// - All-day events (VALUE=DATE): DTSTART is the check-in, DTEND the check-out (exclusive). Without DTEND:
//   DURATION, else one night. A DTEND on DTSTART: one night.
// - Timed events (UTC, TZID with its VTIMEZONE, floating) are read in the resort's time zone: check-in is the
//   day the event starts there, check-out the day it ends, but at least check-in + 1 (an event inside one day
//   still holds that night). A floating time is the resort's wall clock. A TZID without a VTIMEZONE is used
//   when it is an IANA name (America/New_York), else the time is read as UTC.
// - STATUS:CANCELLED and TRANSP:TRANSPARENT events hold nothing (a cancelled override drops one occurrence).
// - Recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) are expanded with ical.js's iterator;
//   every occurrence's uid is `${uid}/${day}`, the day its original (un-overridden) start falls on, so an
//   override that moves an occurrence keeps its uid. An override whose event is not in the feed stands alone.
// - Only events overlapping [from, to) are returned, with their dates as the feed gives them (not clipped).
// - A missing UID is derived from the event's dates and summary (a hash: stable from one sync to the next);
//   a UID longer than 255 characters is replaced by its hash. Duplicate UIDs: the first event wins.
// - summary: SUMMARY trimmed to 200 characters ('' when missing); control characters (NUL...) removed from
//   uids and summaries, since PostgreSQL text refuses NUL. reservationUrl: the first https:// address in
//   DESCRIPTION (Airbnb writes "Reservation URL: https://www.airbnb.com/hosting/reservations/details/…").
// - An event that cannot be placed on real nights is REFUSED, with its reason, and the rest of the feed is
//   read: a date that is not a real day (2026-13-45, 20261299: ical.js would roll them over into other
//   months), an end before its start, more than MAX_CHANNEL_EVENT_NIGHTS nights, or a date or rule ical.js
//   cannot read. The sync keeps whatever a refused event's block held before (its nights are never
//   released silently) and shows the refusals to the admin.
// - Bounded work whatever the input (2 MB at most, fetchFeed's limit): at most 5,000 events returned (the
//   earliest check-ins), at most 10,000 recurrence steps in all, and at most 50,000 of ical.js's day-by-day
//   checks inside those steps (for a rule no day matches, such as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30, that
//   search never ends). Occurrences left unexpanded when a budget is spent hold nothing. At most 100 refusals
//   are listed. Only FeedParseError is thrown for any text.
// - Past these the whole feed fails as "too complex" (the last good blocks stay): more than 25,000
//   components (25,000) or 50 time zones, more than 10,000 RDATE/EXDATE values, or time zones whose rules change
//   the offset more than 5,000 times through the years ical.js would expand them (the last year the
//   feed's dates name, plus five): FREQ=MINUTELY in a VTIMEZONE would expand without end otherwise.
//   The sync runs this parser on a thread of its own with a time and a memory limit (./read-feed).
import { MAX_CHANNEL_EVENT_NIGHTS, REFUSED_EVENT_MSG, type RefusedFeedEvent } from '@domain/calendar';
import { isIsoDate, nightsBetween } from '@domain/dates';
import ICAL from 'ical.js';
import { calendarsIn, type RuleIterator } from './feed-bounds';
import {
  type Component,
  checkDates,
  EventRefused,
  holdsNothing,
  type IcalTime,
  isIanaZone,
  reservationUrlOf,
  resortDayOf,
  staySpan,
  summaryOf,
  tzidOf,
  uidOf,
} from './feed-event-fields';
import {
  FEED_PARSE_LIMITS,
  FEED_PARSE_MESSAGES,
  type FeedEvent,
  FeedParseError,
  type FeedWindow,
  type ReadFeed,
} from './feed-limits';

type IcalEvent = InstanceType<typeof ICAL.Event>;

class RecurrenceBudgetSpent extends Error {}

/** One parse's work: the events found so far and what is left of the recurrence budgets. */
class FeedReader {
  readonly found: FeedEvent[] = [];
  readonly refused: RefusedFeedEvent[] = [];
  private readonly uids = new Set<string>();
  private stepsLeft = FEED_PARSE_LIMITS.maxRecurrenceSteps;
  private checksLeft = FEED_PARSE_LIMITS.maxRuleChecks;

  constructor(readonly window: FeedWindow) {}

  add(uid: string, span: { checkin: string; checkout: string }, component: Component) {
    if (this.uids.has(uid)) return;
    this.uids.add(uid);
    if (span.checkin >= this.window.to || span.checkout <= this.window.from) return;
    const nights = nightsBetween(span.checkin, span.checkout);
    if (nights > MAX_CHANNEL_EVENT_NIGHTS) {
      this.refuse(uid, component, new EventRefused(REFUSED_EVENT_MSG.tooLong(nights), span.checkin));
      return;
    }
    this.found.push({
      uid,
      ...span,
      summary: summaryOf(component),
      reservationUrl: reservationUrlOf(component),
    });
  }

  refuse(uid: string, component: Component, reason: EventRefused) {
    if (this.refused.length >= FEED_PARSE_LIMITS.maxRefused) return;
    this.refused.push({
      uid,
      summary: summaryOf(component),
      checkin: reason.checkin,
      reason: reason.message,
    });
  }

  single(component: Component, uid: string) {
    if (holdsNothing(component) || !component.hasProperty('dtstart')) return;
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [] });
    this.add(uid, staySpan(event.startDate, event.endDate, component, this.window.resortTz), component);
  }

  /** Each occurrence up to the window's end, within the recurrence budgets. */
  recurring(master: Component, overrides: Component[], uid: string) {
    if (holdsNothing(master) || this.stepsLeft <= 0) return;
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions: overrides });
    const expansion = event.iterator();
    this.capRuleChecks(expansion);
    const masterTzid = tzidOf(master, 'dtstart');
    try {
      for (let next = expansion.next(); next; next = expansion.next()) {
        if (--this.stepsLeft < 0) return;
        const day = resortDayOf(next, masterTzid, this.window.resortTz);
        if (day >= this.window.to) return;
        const details = event.getOccurrenceDetails(next);
        const item: IcalEvent = details.item;
        if (holdsNothing(item.component)) continue;
        const span = staySpan(details.startDate, details.endDate, item.component, this.window.resortTz);
        this.add(`${uid}/${day}`, span, item.component);
      }
    } catch (error) {
      if (error instanceof RecurrenceBudgetSpent) {
        this.stepsLeft = 0;
        return;
      }
      throw error;
    }
  }

  /** ical.js looks day by day for a day a rule allows, forever when none does: count those checks. */
  private capRuleChecks(expansion: object) {
    const iterators = (expansion as { ruleIterators?: RuleIterator[] }).ruleIterators ?? [];
    for (const iterator of iterators) {
      const check = iterator.check_contracting_rules.bind(iterator);
      iterator.check_contracting_rules = () => {
        if (--this.checksLeft < 0) throw new RecurrenceBudgetSpent();
        return check();
      };
    }
  }
}
const readCalendar = (calendar: Component, reader: FeedReader) => {
  const masters: { component: Component; uid: string }[] = [];
  const overridesByUid = new Map<string, Component[]>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) {
      const uid = uidOf(component);
      const overrides = overridesByUid.get(uid);
      if (overrides) overrides.push(component);
      else overridesByUid.set(uid, [component]);
    } else {
      masters.push({ component, uid: uidOf(component) });
    }
  }

  /** An event that cannot be read is refused with its reason; the others are still read. */
  const readOne = (uid: string, component: Component, read: () => void) => {
    try {
      checkDates(component);
      read();
    } catch (error) {
      if (error instanceof FeedParseError) throw error;
      const refusal = error instanceof EventRefused ? error : new EventRefused(REFUSED_EVENT_MSG.unreadable);
      reader.refuse(uid, component, refusal);
    }
  };

  const seenMasters = new Set<string>();
  for (const { component, uid } of masters) {
    if (seenMasters.has(uid)) continue; // duplicate UID: the first event wins
    seenMasters.add(uid);
    const isRecurring = component.hasProperty('rrule') || component.hasProperty('rdate');
    readOne(uid, component, () => {
      if (isRecurring) reader.recurring(component, overridesByUid.get(uid) ?? [], uid);
      else reader.single(component, uid);
    });
    if (isRecurring) overridesByUid.delete(uid);
  }
  // Overrides of an event the feed does not hold (or that does not recur): each stands alone.
  for (const [uid, overrides] of overridesByUid) {
    for (const component of overrides) {
      readOne(uid, component, () => {
        const recurrenceId = component.getFirstPropertyValue('recurrence-id') as IcalTime;
        const day = resortDayOf(recurrenceId, tzidOf(component, 'recurrence-id'), reader.window.resortTz);
        reader.single(component, `${uid}/${day}`);
      });
    }
  }
};

/**
 * The events that hold nights in [from, to), in resort time, and those refused. Throws FeedParseError on data
 * that is not iCalendar.
 */
export const parseFeed = (ics: string, window: FeedWindow): ReadFeed => {
  if (!isIsoDate(window.from) || !isIsoDate(window.to) || !isIanaZone(window.resortTz)) {
    throw new RangeError(`parseFeed: bad window ${JSON.stringify(window)}`);
  }
  const reader = new FeedReader(window);
  try {
    for (const calendar of calendarsIn(ics, window)) readCalendar(calendar, reader);
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(FEED_PARSE_MESSAGES.notICalendar);
  }
  const events = reader.found
    .sort((a, b) => a.checkin.localeCompare(b.checkin) || a.checkout.localeCompare(b.checkout))
    .slice(0, FEED_PARSE_LIMITS.maxEvents);
  return { events, refused: reader.refused };
};

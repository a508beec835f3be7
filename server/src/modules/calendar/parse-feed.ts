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
import { createHash } from 'node:crypto';
import { MAX_CHANNEL_EVENT_NIGHTS, REFUSED_EVENT_MSG, type RefusedFeedEvent } from '@domain/calendar';
import { addDays, dayIn, instantOfWallClock, isIsoDate, nightsBetween } from '@domain/dates';
import ICAL from 'ical.js';

type Component = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

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

/** One event cannot be placed on real nights: it is refused, the rest of the feed is read. */
class EventRefused extends Error {
  constructor(
    message: string,
    readonly checkin: string | null = null,
  ) {
    super(message);
  }
}

// --- time zones --------------------------------------------------------------------------------------

const isIanaZone = (timeZone: string) => {
  try {
    dayIn(timeZone, new Date(0));
    return true;
  } catch {
    return false;
  }
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const dayOf = (time: IcalTime) => `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;

/**
 * The resort day a time falls on. `tzid` is the TZID parameter of the property the time came from: ical.js
 * makes a time floating when its TZID has no VTIMEZONE, so the name is read from the property instead.
 */
const resortDayOf = (time: IcalTime, tzid: string | null, resortTz: string): string => {
  if (time.isDate) return dayOf(time);
  const wallMs = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return dayIn(resortTz, new Date(wallMs));
  if (zone && zone !== 'floating') return dayIn(resortTz, new Date(time.toUnixTime() * 1000));
  if (!tzid) return dayOf(time); // floating: the resort's own wall clock
  if (isIanaZone(tzid)) return dayIn(resortTz, instantOfWallClock(wallMs, tzid));
  return dayIn(resortTz, new Date(wallMs)); // an unknown zone name: read as UTC
};

// --- events --------------------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const hashOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0001')).digest('hex').slice(0, 32);

const textOf = (component: Component, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
};

const summaryOf = (component: Component) =>
  textOf(component, 'summary')
    .replace(CONTROL_CHARACTERS, ' ')
    .trim()
    .slice(0, FEED_PARSE_LIMITS.maxSummaryLength)
    .trim();

/** The first https:// address in DESCRIPTION (Airbnb's "Reservation URL: …"), or null. */
const reservationUrlOf = (component: Component): string | null => {
  const found = textOf(component, 'description').match(/https:\/\/[^\s<>"'\\]+/i)?.[0];
  if (!found || found.length > FEED_PARSE_LIMITS.maxUrlLength) return null;
  try {
    return new URL(found).protocol === 'https:' ? found : null;
  } catch {
    return null;
  }
};

// The values as the feed wrote them (ical.js keeps them in jCal form: 2026-12-01, 2026-12-01T14:00:00Z);
// ical.js itself would roll 2026-13-45 over into 2027-02-14 without a word.
const REAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)Z?$/;

const isRealValue = (value: unknown, type: string) => {
  if (typeof value !== 'string') return true; // periods and durations: ical.js checks those itself
  if (type === 'date') return isIsoDate(value);
  if (type === 'date-time') {
    const match = REAL_DATE_TIME.exec(value);
    return match !== null && isIsoDate(match[1] as string);
  }
  return true;
};

const DATE_PROPERTIES = ['dtstart', 'dtend', 'recurrence-id', 'rdate', 'exdate'] as const;

/** Refuses an event any of whose dates is not a real day or time. */
const checkDates = (component: Component) => {
  for (const name of DATE_PROPERTIES) {
    for (const property of component.getAllProperties(name)) {
      const [, , type, ...values] = property.jCal as [string, unknown, string, ...unknown[]];
      if (values.every((value) => isRealValue(value, type))) continue;
      if (name === 'dtstart') throw new EventRefused(REFUSED_EVENT_MSG.badStart);
      if (name === 'dtend') throw new EventRefused(REFUSED_EVENT_MSG.badEnd);
      throw new EventRefused(REFUSED_EVENT_MSG.badDate);
    }
  }
};

/** The event's UID, or one derived from its dates and summary when it has none. */
const uidOf = (component: Component): string => {
  const uid = textOf(component, 'uid').replace(CONTROL_CHARACTERS, '').trim();
  if (uid && uid.length <= FEED_PARSE_LIMITS.maxUidLength) return uid;
  if (uid) return `uid-sha256-${hashOf(uid)}`;
  const dtstart = component.getFirstProperty('dtstart')?.toICALString() ?? '';
  const dtend = component.getFirstProperty('dtend')?.toICALString() ?? '';
  const duration = component.getFirstProperty('duration')?.toICALString() ?? '';
  return `derived-${hashOf(dtstart, dtend, duration, textOf(component, 'summary'))}`;
};

const holdsNothing = (component: Component) =>
  textOf(component, 'status').trim().toUpperCase() === 'CANCELLED' ||
  textOf(component, 'transp').trim().toUpperCase() === 'TRANSPARENT';

const tzidOf = (component: Component, name: 'dtstart' | 'dtend' | 'recurrence-id'): string | null => {
  const property = component.getFirstProperty(name) ?? component.getFirstProperty('dtstart');
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' && tzid ? tzid : null;
};

/** The nights from `start` to `end` as resort days: at least one night. An end before the start is refused. */
const staySpan = (
  start: IcalTime,
  end: IcalTime,
  component: Component,
  resortTz: string,
): { checkin: string; checkout: string } => {
  const checkin = resortDayOf(start, tzidOf(component, 'dtstart'), resortTz);
  const endDay = start.isDate ? dayOf(end) : resortDayOf(end, tzidOf(component, 'dtend'), resortTz);
  if (end.compare(start) < 0)
    throw new EventRefused(REFUSED_EVENT_MSG.endsBeforeStart(checkin, endDay), checkin);
  return { checkin, checkout: endDay > checkin ? endDay : addDays(checkin, 1) };
};

/** The `RecurIterator`s of an expansion: ical.js keeps them in a private field. */
type RuleIterator = { check_contracting_rules: () => boolean };

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

// --- bounds on the work a feed can ask for -----------------------------------------------------------

type JCal = [string, [string, unknown, string, ...unknown[]][], JCal[]];

const YEAR_OF_DATE = /^(\d{4})-\d{2}-\d{2}/;

/**
 * Counts components and RDATE/EXDATE values before anything is expanded, and finds the last year the
 * feed's dates name (how far ical.js expands a time zone). FeedParseError past a limit.
 */
const measure = (roots: JCal[]) => {
  let components = 0;
  let zones = 0;
  let dateValues = 0;
  let lastYear = 0;
  const visit = (component: JCal) => {
    if (++components > FEED_PARSE_LIMITS.maxComponents)
      throw new FeedParseError(FEED_PARSE_MESSAGES.tooManyComponents);
    if (component[0] === 'vtimezone' && ++zones > FEED_PARSE_LIMITS.maxTimeZones)
      throw new FeedParseError(FEED_PARSE_MESSAGES.tooManyZones);
    for (const [name, , type, ...values] of component[1] ?? []) {
      if (name === 'rdate' || name === 'exdate') dateValues += values.length;
      if (type !== 'date' && type !== 'date-time' && type !== 'period') continue;
      for (const value of values) {
        const year = Number(YEAR_OF_DATE.exec(String(Array.isArray(value) ? value[0] : value))?.[1] ?? 0);
        if (year > lastYear) lastYear = year;
      }
    }
    if (dateValues > FEED_PARSE_LIMITS.maxDateValues)
      throw new FeedParseError(FEED_PARSE_MESSAGES.tooManyDates);
    for (const child of component[2] ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return { lastYear };
};

/**
 * Walks each VTIMEZONE's rules as far as ical.js would expand them (through `lastYear` plus its five
 * years), within one budget of offset changes and rule checks: a rule such as FREQ=MINUTELY from 2026
 * would otherwise expand hundreds of thousands of changes at the first time read in that zone.
 */
const checkTimeZones = (calendar: Component, lastYear: number) => {
  let changesLeft = FEED_PARSE_LIMITS.maxZoneChanges;
  let checksLeft = FEED_PARSE_LIMITS.maxRuleChecks;
  const spend = () => {
    if (--changesLeft < 0) throw new FeedParseError(FEED_PARSE_MESSAGES.zoneTooComplex);
  };
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    for (const observance of zone.getAllSubcomponents()) {
      for (const rdate of observance.getAllProperties('rdate')) for (const _ of rdate.getValues()) spend();
      try {
        const dtstart = observance.getFirstPropertyValue('dtstart');
        const rule = observance.getFirstPropertyValue('rrule');
        if (!(dtstart instanceof ICAL.Time) || !(rule instanceof ICAL.Recur)) continue;
        const iterator = rule.iterator(dtstart) as unknown as RuleIterator & { next: () => IcalTime | null };
        const check = iterator.check_contracting_rules.bind(iterator);
        iterator.check_contracting_rules = () => {
          if (--checksLeft < 0) throw new FeedParseError(FEED_PARSE_MESSAGES.zoneTooComplex);
          return check();
        };
        for (let next = iterator.next(); next && next.year <= lastYear; next = iterator.next()) spend();
      } catch (error) {
        // a rule ical.js cannot read: the events in that zone are refused when read, as before
        if (error instanceof FeedParseError) throw error;
      }
    }
  }
};

const calendarsIn = (ics: string, window: FeedWindow): Component[] => {
  // Checked before parsing: an HTML page or an error text is refused without reading it through.
  const head = ics
    .slice(0, 200)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!/^BEGIN:VCALENDAR[ \t]*(\r?\n|$)/i.test(head))
    throw new FeedParseError(FEED_PARSE_MESSAGES.notICalendar);
  const parsed: unknown = ICAL.parse(ics.replace(/^\uFEFF/, ''));
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendarRoots = roots.filter((root): root is JCal => Array.isArray(root) && root[0] === 'vcalendar');
  if (calendarRoots.length === 0) throw new FeedParseError(FEED_PARSE_MESSAGES.notICalendar);
  const { lastYear } = measure(calendarRoots);
  // ical.js expands a zone at least through the current year, five more after the year asked for
  const zoneYears =
    Math.max(lastYear, Number(window.to.slice(0, 4)), new Date().getUTCFullYear()) +
    ICAL.Timezone.EXTRA_COVERAGE;
  const calendars = calendarRoots.map(
    (root) => new ICAL.Component(root as unknown as ConstructorParameters<typeof ICAL.Component>[0]),
  );
  for (const calendar of calendars) checkTimeZones(calendar, zoneYears);
  return calendars;
};

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

// Bounds on the work a feed can ask for, checked before anything is expanded.
import ICAL from 'ical.js';
import type { Component, IcalTime } from './feed-event-fields';
import { FEED_PARSE_LIMITS, FEED_PARSE_MESSAGES, FeedParseError, type FeedWindow } from './feed-limits';

/** The `RecurIterator`s of an expansion: ical.js keeps them in a private field. */
export type RuleIterator = { check_contracting_rules: () => boolean };

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

export const calendarsIn = (ics: string, window: FeedWindow): Component[] => {
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

// chrono-node reads the dates. Its English parsers are cut down to what names a day of a stay (no
// times of day, no "in 2 weeks": a length is a number of nights here), and a few rules of this chat
// are added as one parser and one refiner.
import { addDays } from '@domain/dates';
import {
  Chrono,
  en,
  type ParsedComponents,
  type Parser,
  type ParsingContext,
  type ParsingResult,
  type Refiner,
} from 'chrono-node';

/** The parsers that name days: ISO and slash dates, month names, "this/next Friday", today/tomorrow. */
const DAY_PARSERS = new Set([
  'ISOFormatParser',
  'SlashDateFormatParser',
  'ENMonthNameLittleEndianParser',
  'ENMonthNameMiddleEndianParser',
  'ENYearMonthNameParser',
  'ENWeekdayParser',
  'ENCasualDateParser',
]);
// in its strict form: '2026-13-01' is no date, not 13 January read day first
const YEAR_MONTH_DAY_PARSER = 'ENYearMonthDayParser';

export const pad = (n: number) => String(n).padStart(2, '0');
/** Chrono works in the server's local calendar: the resort's day is handed over as that local date at noon. */
export const referenceOf = (today: string) => {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};
const todayOf = (context: ParsingContext) => {
  const ref = context.reference.instant;
  return `${ref.getFullYear()}-${pad(ref.getMonth() + 1)}-${pad(ref.getDate())}`;
};
export const isoOf = (day: ParsedComponents) =>
  `${day.get('year')}-${pad(day.get('month') ?? 1)}-${pad(day.get('day') ?? 1)}`;
const componentsOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
};

// The weekends, the same in both languages (docs/admin.md, "The chat assistant"):
// - "this weekend" ("weekend", "coming weekend"; "ngayong weekend", "sa weekend", "darating na weekend")
//   is the coming Friday and Saturday nights: check-in Friday, check-out Sunday. Asked on a Saturday it
//   is the rest of it (Saturday night); asked on a Sunday, the Friday to come.
// - "next weekend" ("susunod na weekend") is the weekend after that one, seven days later.
// Asked on Tuesday 2026-12-01: this weekend is Dec 4-6, next weekend Dec 11-13.
/** The Friday of this weekend (yesterday's when asked on a Saturday), or of the one after for "next". */
const weekendFriday = (today: string, next: boolean): string => {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const toFriday = weekday === 6 ? -1 : (5 - weekday + 7) % 7;
  return addDays(today, toFriday + (next ? 7 : 0));
};

/** "this weekend", "next weekend": a stay of Friday and Saturday nights (from Saturday when asked on a Saturday). */
const weekendStay: Parser = {
  pattern: () => /\b(?:(this|next|coming)\s+)?weekend\b/i,
  extract: (context, match) => {
    const today = todayOf(context);
    const friday = weekendFriday(today, match[1]?.toLowerCase() === 'next');
    const checkin = friday < today ? today : friday;
    return context.createParsingResult(
      match.index ?? 0,
      match[0],
      componentsOf(checkin),
      componentsOf(addDays(friday, 2)),
    );
  },
};

/** "day after tomorrow": chrono alone would read just its "tomorrow". */
const dayAfterTomorrow: Parser = {
  pattern: () => /\b(?:the\s+)?day after (?:tomorrow|tmrw|tmr)\b/i,
  extract: (context) => componentsOf(addDays(todayOf(context), 2)),
};

// A day number followed by a party or a length is no date: "may 5 people", "dec 24 to 2 adults".
const PARTY_OR_LENGTH_AFTER =
  /^\s*(?:na\s+)?(?:adults?|kids?|child(?:ren)?|people|persons?|guests?|pax|nights?|days?|weeks?|rooms?|katao|tao|bisita|matanda|bata|gabi|araw|kwarto|kuwarto)\b/i;
// "book now", "yesterday", "last night": words chrono reads as days that never name a stay asked about.
const NOT_A_STAY = /^(?:now|yesterday|last\s*night)$/i;

const RANGE_WORD = /^\s*(?:-|to|until|till|thru|through)\s*$/i;
export const isWeekdayOnly = (day: ParsedComponents) => day.isCertain('weekday') && !day.isCertain('day');

const stayDaysOnly: Refiner = {
  refine: (context, results) => {
    const kept: ParsingResult[] = [];
    for (const result of results) {
      if (NOT_A_STAY.test(result.text)) continue;
      // a bare weekday is no stay ("is the pool open on friday"), but "this/next friday" is, and so
      // is the weekday ending a range ("next friday to sunday")
      const previous = kept.at(-1);
      const endsRange =
        previous && RANGE_WORD.test(context.text.slice(previous.index + previous.text.length, result.index));
      if (isWeekdayOnly(result.start) && !/^(?:this|next|coming)\b/i.test(result.text) && !endsRange)
        continue;
      if (PARTY_OR_LENGTH_AFTER.test(context.text.slice(result.index + result.text.length))) {
        if (!result.end) continue;
        result.end = undefined;
      }
      kept.push(result);
    }
    return kept;
  },
};

/** Chrono with this chat's day parsers; `keep` decides which of the days it reads are meant. */
const dayReader = (keep: Refiner) => {
  const nameOf = (step: Parser | Refiner) => step.constructor.name;
  const strict = en.configuration.createConfiguration(true);
  const casual = en.configuration.createCasualConfiguration();
  return new Chrono({
    parsers: [
      weekendStay,
      dayAfterTomorrow,
      ...strict.parsers.filter((parser) => nameOf(parser) === YEAR_MONTH_DAY_PARSER),
      ...casual.parsers.filter((parser) => DAY_PARSERS.has(nameOf(parser))),
    ],
    // ranges are put together in parseStayDates, in reading order: chrono's merge would swap an inverted one
    refiners: [...casual.refiners.filter((refiner) => nameOf(refiner) !== 'ENMergeDateRangeRefiner'), keep],
  });
};

/** The day reader of a stay: the parsers above with chrono's casual ones, ranges left to parseStayDates. */
export const stayDateReader = dayReader(stayDaysOnly);

// A day visit is one day: a bare weekday names it ("entrance fee on Sunday"), and "now" is today; a
// day tour after a date is no length of stay ("12/25 day tour").
const DAY_TOUR_AFTER = /^\s*day[\s-]?(?:tours?|trips?|use|pass|visits?)\b/i;
const visitDaysOnly: Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      const after = context.text.slice(result.index + result.text.length);
      return (
        !/^(?:yesterday|last\s*night)$/i.test(result.text) &&
        (DAY_TOUR_AFTER.test(after) || !PARTY_OR_LENGTH_AFTER.test(after))
      );
    }),
};

/** The day reader of a day visit (parseVisitDay). */
export const visitDayReader = dayReader(visitDaysOnly);

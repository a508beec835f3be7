// Reading a guest's chat message: which topics it asks about, the stay dates, the party and a
// budget, and any reservation reference code in it. Pure functions, no I/O: the service decides
// what to look up and how to answer. Dates are resort days ('YYYY-MM-DD') judged against the
// resort's today, never the server clock's zone.

import { normalizeQuestion } from '@domain/chatbot';
import { REFERENCE_ALPHABET } from '@domain/constants';
import { addDays, isIsoDate, nightsBetween } from '@domain/dates';
import {
  Chrono,
  en,
  type ParsedComponents,
  type Parser,
  type ParsingContext,
  type ParsingResult,
  type Refiner,
} from 'chrono-node';

export type Topic =
  | 'availability'
  | 'amenities'
  | 'breakfast'
  | 'discount'
  | 'times'
  | 'payment'
  | 'cancellation'
  | 'address'
  | 'contact'
  | 'reservation';

/** Lower case, straight quotes, single spaces: what every pattern below reads. */
export const normalize = (text: string): string =>
  text.toLowerCase().replace(/[‘’`]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

// chrono-node reads the dates. Its English parsers are cut down to what names a day of a stay (no
// times of day, no "in 2 weeks": a length is a number of nights here), and a few rules of this chat
// are added as one parser and one refiner.

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

const pad = (n: number) => String(n).padStart(2, '0');
/** Chrono works in the server's local calendar: the resort's day is handed over as that local date at noon. */
const referenceOf = (today: string) => {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};
const todayOf = (context: ParsingContext) => {
  const ref = context.reference.instant;
  return `${ref.getFullYear()}-${pad(ref.getMonth() + 1)}-${pad(ref.getDate())}`;
};
const isoOf = (day: ParsedComponents) =>
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
const isWeekdayOnly = (day: ParsedComponents) => day.isCertain('weekday') && !day.isCertain('day');

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

const stayDateReader = (() => {
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
    refiners: [
      ...casual.refiners.filter((refiner) => nameOf(refiner) !== 'ENMergeDateRangeRefiner'),
      stayDaysOnly,
    ],
  });
})();

// Filipino days and months, read as the English words chrono knows. Only for the date reader: the rest
// of the message is read as typed. "bukas" is "tomorrow" except where it means "open" ("bukas ba ang
// pool?", "bukas kayo"); "linggo" is Sunday only as the end of a range ("biyernes hanggang linggo"),
// since it also means "week".
const FILIPINO_DATE_WORDS: [RegExp, string][] = [
  [
    /\b(?:sa\s+)?susunod na\s+(?=weekend|lunes|martes|miyerkoles|miyerkules|huwebes|biyernes|sabado)/g,
    'next ',
  ],
  [/\b(?:ngayong|ngayon na|sa darating na|darating na|sa)\s+(?=weekend|biyernes|sabado)/g, 'this '],
  [/\b(?:sa\s+)?makalawa\b/g, 'day after tomorrow'],
  [/\b(?:ngayong|mamayang)\s+gabi\b/g, 'tonight'],
  [/\bngayong araw\b/g, 'today'],
  [/\bbukas\b(?!\s+(?:ba\b|ang\b|pa\b|kayo\b|po ba\b|po ang\b|po kayo\b|sa publiko\b))/g, 'tomorrow'],
  [/\b(?:hanggang|hangang|until)\s+linggo\b/g, 'to sunday'],
  [/\bhanggang\b/g, 'to'],
  [/\blunes\b/g, 'monday'],
  [/\bmartes\b/g, 'tuesday'],
  [/\bmiyerko?[lu]es\b/g, 'wednesday'],
  [/\bhuwebes\b/g, 'thursday'],
  [/\bbiyernes\b/g, 'friday'],
  [/\bsabado\b/g, 'saturday'],
  [/\benero\b/g, 'january'],
  [/\bpebrero\b/g, 'february'],
  [/\bmarso\b/g, 'march'],
  [/\babril\b/g, 'april'],
  [/\bmayo\b/g, 'may'],
  [/\bhunyo\b/g, 'june'],
  [/\bhulyo\b/g, 'july'],
  [/\bagosto\b/g, 'august'],
  [/\bsept?yembre\b/g, 'september'],
  [/\boktubre\b/g, 'october'],
  [/\bnobyembre\b/g, 'november'],
  [/\bdisyembre\b/g, 'december'],
  // the short months the site writes in Filipino ('Dis 24, 2026'), before a day number
  [/\b(ene|peb|abr|hun|hul|ago|set|okt|nob|dis)\b(?=\.?\s*\d)/g, '$1~'],
];
const FILIPINO_SHORT_MONTHS: Record<string, string> = {
  ene: 'jan',
  peb: 'feb',
  abr: 'apr',
  hun: 'jun',
  hul: 'jul',
  ago: 'aug',
  set: 'sep',
  okt: 'oct',
  nob: 'nov',
  dis: 'dec',
};
/** The message with its Filipino day and month words in English, for chrono. */
export const filipinoDatesInEnglish = (text: string): string =>
  FILIPINO_DATE_WORDS.reduce((out, [pattern, english]) => out.replace(pattern, english), text).replace(
    /\b(ene|peb|abr|hun|hul|ago|set|okt|nob|dis)~/g,
    (_, short: string) => FILIPINO_SHORT_MONTHS[short] ?? short,
  );

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

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  isa: 1,
  isang: 1,
  dalawa: 2,
  dalawang: 2,
  tatlo: 3,
  tatlong: 3,
  apat: 4,
  lima: 5,
  limang: 5,
  anim: 6,
  pito: 7,
  pitong: 7,
  walo: 8,
  walong: 8,
  siyam: 9,
  sampu: 10,
  sampung: 10,
};
// English and Filipino numbers; Filipino links a number to its noun with "na" ("apat na tao")
const COUNT =
  '(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|isang|isa|dalawang|dalawa|tatlong|tatlo|apat|limang|lima|anim|pitong|pito|walong|walo|siyam|sampung|sampu)(?:\\s+na)?';
const countOf = (word: string | undefined): number =>
  word === undefined ? 0 : (NUMBER_WORDS[word] ?? Number.parseInt(word, 10));

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

// ---------------------------------------------------------------------------------------------
// Party and budget
// ---------------------------------------------------------------------------------------------

export type Party = { adults?: number; kids?: number; guests?: number };

const countBefore = (text: string, nouns: string): number | undefined => {
  const match = new RegExp(`\\b${COUNT}\\s+(?:${nouns})\\b`).exec(text);
  const count = match ? countOf(match[1]) : 0;
  return count > 0 ? count : undefined;
};

/** "2 adults and 1 kid", "family of 4", "4 pax", "for a couple": who is coming, or null. */
export const parseParty = (message: string): Party | null => {
  const text = normalize(message);
  const adults = countBefore(text, 'adults?|grown[- ]?ups?|matanda');
  const kids = countBefore(text, 'kids?|child(?:ren)?|minors?|toddlers?|infants?|babies|baby|bata|anak');
  if (adults !== undefined || kids !== undefined) return { adults, kids };
  const guests =
    countBefore(text, 'guests?|people|persons?|pax|of us|heads|katao|tao|bisita') ??
    countOf(/\b(?:family|group|party) of (\d{1,2}|[a-z]+)\b/.exec(text)?.[1]);
  if (guests) return { guests };
  if (
    /\b(couple|honeymoon|two of us|my (wife|husband|partner|girlfriend|boyfriend) and i|mag-?asawa)\b/.test(
      text,
    )
  )
    return { adults: 2 };
  if (/\b(solo|just me|only me|myself|alone|one person)\b/.test(text)) return { adults: 1 };
  return null;
};

/** How many people in all; a party always has at least one adult. */
export const partySize = (party: Party): number =>
  party.guests ?? Math.max(party.adults ?? 1, 1) + (party.kids ?? 0);

/** "under 5,000", "below ₱10k", "budget of 8000 pesos": the most a night may cost, in pesos. */
export const parseMaxPrice = (message: string): number | undefined => {
  const text = normalize(message);
  const match =
    /\b(?:under|below|less than|cheaper than|max(?:imum)?|budget(?: is| of)?|up to|not more than|within)\s*(?:₱|php|p|pesos?)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/.exec(
      text,
    );
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1);
  return Number.isFinite(amount) && amount >= 100 ? amount : undefined;
};

// ---------------------------------------------------------------------------------------------
// Reference codes
// ---------------------------------------------------------------------------------------------

const CODE_CHARS = new Set(REFERENCE_ALPHABET);

// Everyday eight-letter words made only of the code alphabet: never read as codes when typed in lower case.
const COMMON_WORDS = new Set([
  'DECEMBER',
  'FEBRUARY',
  'THURSDAY',
  'SATURDAY',
  'WEEKENDS',
  'PAYMENTS',
  'TRANSFER',
  'STANDARD',
  'RESERVED',
  'REFUNDED',
  'ACCEPTED',
  'WHENEVER',
  'ANSWERED',
  'HAPPENED',
  'CURRENCY',
  'EXTENDED',
  'REQUESTS',
  'PRESENTS',
  'REMEMBER',
]);

export type CodeCandidate = { code: string; strong: boolean };

/**
 * Eight-character words made only of the reference alphabet, upper-cased, in reading order. A word
 * with a digit or typed in capitals is a strong candidate (surely meant as a code); a lower-case word
 * like "payments" is weak and only counts as a code when the message talks about a reservation.
 */
/** At most this many codes are looked up per message: a message is one question, not a scan. */
export const MAX_CODES_PER_MESSAGE = 2;

/** The words that may be reference codes, the likeliest (with a digit, or typed in capitals) first. */
export const referenceCodeCandidates = (message: string): CodeCandidate[] => {
  const seen = new Set<string>();
  const candidates: CodeCandidate[] = [];
  for (const word of message.split(/[^A-Za-z0-9]+/)) {
    if (word.length !== 8) continue;
    const code = word.toUpperCase();
    if (![...code].every((c) => CODE_CHARS.has(c)) || seen.has(code)) continue;
    seen.add(code);
    const strong = /\d/.test(word) || word === code;
    if (!strong && COMMON_WORDS.has(code)) continue;
    candidates.push({ code, strong });
  }
  return [...candidates.filter((c) => c.strong), ...candidates.filter((c) => !c.strong)].slice(
    0,
    MAX_CODES_PER_MESSAGE,
  );
};

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

// Each pattern also knows how Filipino guests ask: "May almusal ba?", "Magkano ang kwarto?",
// "Anong oras ang check-in?". Only words that are no English word are added, so English reads as before.
const FIL_FOOD = 'almusal|agahan|pagkain|kain|kakain|kainan|tanghalian|hapunan|ulam';

const GREETING =
  /^(hi+|hello|hey|hiya|good (morning|afternoon|evening|day)|greetings|kumusta|kamusta|magandang (umaga|hapon|gabi|araw|tanghali)|mabuhay|yo|howdy)\b/;
const HELP =
  /\b(help|what can you do|what do you do|who are you|how does this work|menu|options|start|tulong|tulungan|ano ang kaya mo)\b/;
const THANKS = /\b(thanks?|thank you|thx|ty|salamat|appreciate it)\b/;
const GOODBYE = /^(bye|goodbye|see you|ok bye|that's all|that is all|paalam|sige po|ingat)\b/;

const RESERVATION =
  /\b(my (reservation|booking)s?|reservation (status|code|number|details)|booking (status|code|reference|number|details|id)|reference( code| number| no)?|ref (code|no|number)|confirmation (code|number)|check (my|a|on) (reservation|booking)|(reservation|booking) ko|(aking|ko ?ng) (reservation|booking))\b/;
export const RESERVATION_CONTEXT =
  /\b(reservations?|bookings?|booked|code|reference|ref|status|confirm\w*)\b/;

// Availability is asked in many ways; which words count depends on what else the message asks.
const BOOK_WORDS =
  /\b(availab\w*|vacan\w*|book|booking|reserve|fully booked|bakante|mag-?book|magpa-?book|magpa-?reserve)\b/;
const ROOM_WORDS = /\b(rooms?|suites?|deluxe|accommodations?|villas?|cottages?|kwarto|kuwarto|silid)\b/;
const PRICE_WORDS =
  /\b(price|prices|pricing|rates?|cost|costs|how much|cheap\w*|afford\w*|budget|per night|magkano|presyo|halaga|singil|mura|kada gabi)\b/;
const STAY_WORDS = /\b(stay|overnight|nights?|mag-?stay|matutulog)\b/;
const AMENITIES = new RegExp(
  `\\b(amenit\\w*|facilit\\w*|pools?|swim\\w*|restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?|wi-?fi|internet|parking|park|cars?|coffee|caf[eé]|function hall|events?|weddings?|parties|party venue|security|aircon|air[- ]?con\\w*|activit\\w*|things to do|snorkel\\w*|diving|island hopping|volleyball|bonfire|sunset cruise|${FIL_FOOD}|languyan|lumangoy|maligo|paradahan|sasakyan|kotse|kape|kapihan|pasilidad|aktibidad\\w*|puwedeng gawin|pwedeng gawin)\\b`,
);
// Breakfast is its own question: whether it comes with the room is answered from the rooms' amenities
// and the facilities, never from the mere presence of a restaurant.
const BREAKFAST = /\b(breakfast|breakfasts|almusal|agahan|brekky)\b/;
// The senior citizen and PWD discount (RA 9994, RA 10754): the one discount the site applies.
const DISCOUNT =
  /\b(senior|seniors|senior citizens?|pwds?|persons? with (a )?disabilit\w*|disabilit\w*|disabled|osca|discounts?|diskwento|may kapansanan|kapansanan|nakatatanda)\b/;
/** "cheapest room", "pinakamurang kwarto": the one room that costs least, named. */
const CHEAPEST =
  /\b(cheapest|least expensive|lowest (price|rate)s?|most affordable|pinaka-?mura\w*|pinaka-?mababang? (presyo|halaga))\b/;
const TIMES = /\b(check[\s-]?ins?|check[\s-]?outs?|checkin|checkout)\b/;
const TIME_WORDS = /\b(time|times|when|early|late|hours?|o'?clock|[ap]m|oras|anong oras|kailan|maaga)\b/;
const PAYMENT =
  /\b(pay|paying|payment|payments|gcash|bdo|bank|transfer|cards?|credit|debit|down ?payment|deposit|balance|installments?|cash|paymaya|maya|bayad|magbayad|pagbabayad|bayaran|babayaran|hulugan)\b/;
const CANCELLATION =
  /\b(cancel\w*|refund\w*|reschedul\w*|change (my |the )?dates?|no[- ]show|i?kansel\w*|pagkansel\w*|ibalik ang bayad)\b/;
const ADDRESS =
  /\b(address|location|located|where('s| is| are)? (you|the resort|casa alon|it)|directions?|how (do i|to|can i|do we|can we) get|get there|map|find you|far from|nearest|airport|saan kayo|nasaan|saan ang|lokasyon|direksyon|papunta|paano pumunta)\b/;
const CONTACT =
  /\b(phone|call|contact|e-?mail|reach (you|the resort)|telephone|mobile|landline|viber|whatsapp|talk to|speak (to|with)|front desk|human|office hours|tumawag|tawagan|telepono|numero ninyo|makausap|kausapin)\b/;

export type Reading = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  goodbye: boolean;
  /** What the message asks about, in the order the answer presents them. */
  topics: Topic[];
  /** The availability asked is for the cheapest room only. */
  cheapest: boolean;
};

/**
 * The topics a message asks about. Dates, a party or a budget make it an availability question even
 * without the word "room"; "do the rooms have wifi" is about amenities, "how much is the down payment"
 * about payment. Check-in/out TIMES are a topic only when the message is not just giving stay dates
 * ("check-in Dec 24" is a date, "what time is check-in" is a time). A request about "my booking"
 * without a code is a reservation question only when nothing else is asked ("cancel my booking" is
 * about cancelling).
 */
export const readMessage = (
  message: string,
  found: { dates: boolean; party: boolean; maxPrice: boolean },
): Reading => {
  const text = normalize(message);
  const reservation = RESERVATION.test(text);
  const breakfast = BREAKFAST.test(text);
  const others: Topic[] = [];
  if (breakfast) others.push('breakfast');
  // the breakfast answer already points to the restaurant: the other facilities asked are amenities
  if (breakfast ? amenityKeywordsIn(message).length > 0 || ACTIVITY_WORDS.test(text) : AMENITIES.test(text))
    others.push('amenities');
  const discount = DISCOUNT.test(text);
  if (discount) others.push('discount');
  if (TIMES.test(text) && (!found.dates || TIME_WORDS.test(text))) others.push('times');
  if (PAYMENT.test(text)) others.push('payment');
  if (CANCELLATION.test(text)) others.push('cancellation');
  if (ADDRESS.test(text)) others.push('address');
  if (CONTACT.test(text)) others.push('contact');
  const alone = others.length === 0;
  const book = BOOK_WORDS.test(text) && !reservation;
  const cheapest = CHEAPEST.test(text);
  const price = PRICE_WORDS.test(text) || cheapest;
  // "is breakfast included in the room rate?", "a senior discount on the room price?": the room and
  // price words belong to that question, not to a list of rooms
  const roomWords = ROOM_WORDS.test(text) && !breakfast && !discount;
  const availability =
    cheapest ||
    found.dates ||
    found.party ||
    found.maxPrice ||
    book ||
    (roomWords && (alone || price)) ||
    (price && alone) ||
    (STAY_WORDS.test(text) && alone && !reservation);
  const topics: Topic[] = [...(availability ? (['availability'] as const) : []), ...others];
  if (reservation && topics.length === 0) topics.push('reservation');
  return {
    greeting: GREETING.test(text),
    help: HELP.test(text),
    thanks: THANKS.test(text),
    goodbye: GOODBYE.test(text),
    topics,
    cheapest,
  };
};

/** Which facility a message names, as words to look for in an amenity's name. */
export type AmenityKey =
  | 'pool'
  | 'restaurant'
  | 'wifi'
  | 'parking'
  | 'coffee'
  | 'hall'
  | 'security'
  | 'aircon';

/** `key`: the facility's name in the chat's messages (amenities.label.<key>). */
export const AMENITY_KEYWORDS: { pattern: RegExp; names: string[]; key: AmenityKey }[] = [
  { pattern: /\b(pools?|swim\w*|languyan|lumangoy|maligo)\b/, names: ['pool'], key: 'pool' },
  {
    pattern: new RegExp(
      `\\b(restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?|${FIL_FOOD})\\b`,
    ),
    names: ['restaurant', 'dining'],
    key: 'restaurant',
  },
  { pattern: /\b(wi-?fi|internet)\b/, names: ['wifi', 'wi-fi', 'internet'], key: 'wifi' },
  { pattern: /\b(parking|park|cars?|paradahan|sasakyan|kotse)\b/, names: ['parking'], key: 'parking' },
  { pattern: /\b(coffee|caf[eé]|kape|kapihan)\b/, names: ['coffee', 'cafe', 'café'], key: 'coffee' },
  {
    pattern: /\b(function hall|events?|weddings?|parties|party venue)\b/,
    names: ['function', 'hall', 'event'],
    key: 'hall',
  },
  { pattern: /\b(security|seguridad)\b/, names: ['security'], key: 'security' },
  { pattern: /\b(aircon|air[- ]?con\w*)\b/, names: ['air'], key: 'aircon' },
];

export const ACTIVITY_WORDS =
  /\b(activit\w*|things to do|snorkel\w*|diving|island hopping|volleyball|bonfire|sunset cruise|aktibidad\w*|puwedeng gawin|pwedeng gawin|gagawin)\b/;

/** Each facility keyword the message uses: the labels asked about and the name fragments to match. */
export const amenityKeywordsIn = (message: string) => {
  const text = normalize(message);
  // a breakfast question's food words ("where can we eat breakfast") are the breakfast answer's
  const breakfast = BREAKFAST.test(text);
  return AMENITY_KEYWORDS.filter(
    (keyword) => !(breakfast && keyword.key === 'restaurant') && keyword.pattern.test(text),
  );
};

// ---------------------------------------------------------------------------------------------
// Rooms by name
// ---------------------------------------------------------------------------------------------

/** At most this many named rooms are described in one answer. */
export const MAX_NAMED_ROOMS = 3;

/**
 * The rooms a message names: the whole name, or a name of two or more words without its last word
 * "room" ("family beach" for "Family Beach Room"; "deluxe" alone is a kind of room, not a name). A name
 * inside a longer named one ("Deluxe Room" in "Premier Deluxe Room") counts only as the longer room.
 */
export const roomsNamedIn = <R extends { name: string }>(message: string, rooms: readonly R[]): R[] => {
  const text = ` ${normalizeQuestion(message)} `;
  const matched: { room: R; said: string }[] = [];
  for (const room of rooms) {
    const name = normalizeQuestion(room.name);
    const short = name.replace(/ rooms?$/, '');
    const said = [name, short].find(
      (form) => form !== '' && (form === name || form.includes(' ')) && text.includes(` ${form} `),
    );
    if (said) matched.push({ room, said });
  }
  return matched
    .filter(({ said }) => !matched.some((other) => other.said !== said && other.said.includes(said)))
    .slice(0, MAX_NAMED_ROOMS)
    .map(({ room }) => room);
};

// Reading a guest's chat message: which topics it asks about, the stay dates, the party and a
// budget, and any reservation reference code in it. Pure functions, no I/O: the service decides
// what to look up and how to answer. Dates are resort days ('YYYY-MM-DD') judged against the
// resort's today, never the server clock's zone.
import { REFERENCE_ALPHABET } from '@domain/constants';
import { addDays, isIsoDate, nightsBetween } from '@domain/dates';

export type Topic =
  | 'availability'
  | 'amenities'
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

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const monthNumber = (name: string): number => MONTHS[name.slice(0, 3)] ?? 0;

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// A day number is not a date when a party or a length of stay follows it: "may 5 people", "dec 2 nights".
const NOT_PARTY =
  '(?!\\s*(?:adults?|kids?|child(?:ren)?|people|persons?|guests?|pax|nights?|days?|weeks?|rooms?))';
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?\\b${NOT_PARTY}`;
const YEAR = '(?:,?\\s*(\\d{4})\\b)?';
const TO = '\\s*(?:-|to|until|till|thru|through|and)\\s*';

/** A date as written: a full day, or a month and day whose year is still to be inferred. */
type Mention = { iso: string } | { month: number; day: number; year?: number };
type Match = { index: number; end: number; mentions: Mention[] };

const PATTERNS: { regex: RegExp; read: (m: RegExpExecArray) => Mention[] }[] = [
  // 2026-12-24
  {
    regex: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => [{ month: Number(m[2]), day: Number(m[3]), year: Number(m[1]) }],
  },
  // 12/24/2026 (month first, as written in the Philippines)
  {
    regex: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    read: (m) => [{ month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) }],
  },
  // Dec 24 · December 24th, 2026 · Dec 24 to 27 · Dec 30 - Jan 2 · Dec 24, 2026 to Jan 2, 2027
  {
    regex: new RegExp(`\\b${MONTH}\\.?\\s*${DAY}${YEAR}(?:${TO}(?:${MONTH}\\.?\\s*)?${DAY}${YEAR})?`, 'g'),
    read: (m) => {
      const start = {
        month: monthNumber(m[1] ?? ''),
        day: Number(m[2]),
        year: m[3] ? Number(m[3]) : undefined,
      };
      if (!m[5]) return [start];
      const endMonth = m[4] ? monthNumber(m[4]) : 0;
      return [start, { month: endMonth, day: Number(m[5]), year: m[6] ? Number(m[6]) : undefined }];
    },
  },
  // 24 Dec · 24th of December 2026 · 24-27 December · 24 to 27 Dec
  {
    regex: new RegExp(`\\b${DAY}(?:${TO}${DAY})?\\s*(?:of\\s+)?${MONTH}\\b\\.?${YEAR}`, 'g'),
    read: (m) => {
      const month = monthNumber(m[3] ?? '');
      const year = m[4] ? Number(m[4]) : undefined;
      const start = { month, day: Number(m[1]), year };
      return m[2] ? [start, { month, day: Number(m[2]), year }] : [start];
    },
  },
];

const RELATIVE = /\b(day after tomorrow|today|tonight|tomorrow|tmrw|tmr)\b/g;
const RELATIVE_OFFSET: Record<string, number> = {
  today: 0,
  tonight: 0,
  tomorrow: 1,
  tmrw: 1,
  tmr: 1,
  'day after tomorrow': 2,
};

const WEEKEND = /\b(?:(this|next|coming) )?weekend\b/g;

/** The Friday of this weekend (yesterday's when asked on a Saturday), or of the one after for "next". */
const weekendFriday = (today: string, next: boolean): string => {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const toFriday = weekday === 6 ? -1 : (5 - weekday + 7) % 7;
  return addDays(today, toFriday + (next ? 7 : 0));
};

/** Every date written in the text, in reading order; overlapping readings keep the first and longest. */
const findMentions = (text: string, today: string): Mention[] => {
  const matches: Match[] = [];
  for (const { regex, read } of PATTERNS) {
    for (const m of text.matchAll(regex)) {
      const index = m.index ?? 0;
      matches.push({ index, end: index + m[0].length, mentions: read(m as RegExpExecArray) });
    }
  }
  for (const m of text.matchAll(WEEKEND)) {
    const index = m.index ?? 0;
    const friday = weekendFriday(today, m[1] === 'next');
    // a weekend stay: Friday and Saturday nights (from Saturday when asked on a Saturday)
    const checkin = friday < today ? today : friday;
    matches.push({
      index,
      end: index + m[0].length,
      mentions: [{ iso: checkin }, { iso: addDays(friday, 2) }],
    });
  }
  for (const m of text.matchAll(RELATIVE)) {
    const index = m.index ?? 0;
    const offset = RELATIVE_OFFSET[m[1] ?? ''] ?? 0;
    matches.push({ index, end: index + m[0].length, mentions: [{ iso: addDays(today, offset) }] });
  }
  matches.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Match[] = [];
  for (const match of matches) {
    const last = kept.at(-1);
    if (last && match.index < last.end) continue;
    kept.push(match);
  }
  return kept.flatMap((match) => match.mentions);
};

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number): string | null => {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
};

/** The first day: a written year is kept (even a past one); otherwise the next such day from today. */
const resolveStart = (mention: Mention, today: string): { iso: string; explicit: boolean } | null => {
  if ('iso' in mention) return { iso: mention.iso, explicit: true };
  if (mention.year !== undefined) {
    const iso = isoOf(mention.year, mention.month, mention.day);
    return iso ? { iso, explicit: true } : null;
  }
  const year = Number(today.slice(0, 4));
  const thisYear = isoOf(year, mention.month, mention.day);
  if (thisYear && thisYear >= today) return { iso: thisYear, explicit: false };
  const nextYear = isoOf(year + 1, mention.month, mention.day);
  return nextYear ? { iso: nextYear, explicit: false } : null;
};

/** The last day: "to 27" keeps the first day's month, "Dec 30 to Jan 2" rolls into the next year. */
const resolveEnd = (mention: Mention, start: string): string | null => {
  if ('iso' in mention) return mention.iso;
  const startYear = Number(start.slice(0, 4));
  const startMonth = Number(start.slice(5, 7));
  const startDay = Number(start.slice(8, 10));
  if (mention.year !== undefined) return isoOf(mention.year, mention.month || startMonth, mention.day);
  if (!mention.month) {
    // a bare day: the same month, or the next one when it comes before the first day (Dec 30 to 2)
    if (mention.day > startDay) return isoOf(startYear, startMonth, mention.day);
    const month = startMonth === 12 ? 1 : startMonth + 1;
    return isoOf(startMonth === 12 ? startYear + 1 : startYear, month, mention.day);
  }
  const sameYear = isoOf(startYear, mention.month, mention.day);
  if (sameYear && sameYear > start) return sameYear;
  return mention.month < startMonth ? isoOf(startYear + 1, mention.month, mention.day) : sameYear;
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
};
const COUNT = '(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const countOf = (word: string | undefined): number =>
  word === undefined ? 0 : (NUMBER_WORDS[word] ?? Number.parseInt(word, 10));

/** "3 nights", "two-night", "overnight", "a week": the length of stay when no last day is written. */
export const parseNights = (text: string): number | undefined => {
  const nights = new RegExp(`\\b${COUNT}[\\s-]*nights?\\b`).exec(text);
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
  const mentions = findMentions(text, today);
  const [first, second] = mentions;
  if (!first) return null;
  const start = resolveStart(first, today);
  if (!start) return null;
  if (start.explicit && start.iso < today) return { status: 'past', checkin: start.iso };
  const end = second ? resolveEnd(second, start.iso) : null;
  if (end) {
    if (end <= start.iso) return { status: 'inverted', checkin: start.iso, checkout: end };
    return {
      status: 'ok',
      checkin: start.iso,
      checkout: end,
      nights: nightsBetween(start.iso, end),
      assumedNights: false,
    };
  }
  const nights = parseNights(text);
  const length = Math.min(Math.max(nights ?? 1, 1), 60);
  return {
    status: 'ok',
    checkin: start.iso,
    checkout: addDays(start.iso, length),
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
  const adults = countBefore(text, 'adults?|grown[- ]?ups?');
  const kids = countBefore(text, 'kids?|child(?:ren)?|minors?|toddlers?|infants?|babies|baby');
  if (adults !== undefined || kids !== undefined) return { adults, kids };
  const guests =
    countBefore(text, 'guests?|people|persons?|pax|of us|heads') ??
    countOf(/\b(?:family|group|party) of (\d{1,2}|[a-z]+)\b/.exec(text)?.[1]);
  if (guests) return { guests };
  if (/\b(couple|honeymoon|two of us|my (wife|husband|partner|girlfriend|boyfriend) and i)\b/.test(text))
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

const GREETING =
  /^(hi+|hello|hey|hiya|good (morning|afternoon|evening|day)|greetings|kumusta|kamusta|magandang (umaga|hapon|gabi)|yo|howdy)\b/;
const HELP = /\b(help|what can you do|what do you do|who are you|how does this work|menu|options|start)\b/;
const THANKS = /\b(thanks?|thank you|thx|ty|salamat|appreciate it)\b/;
const GOODBYE = /^(bye|goodbye|see you|ok bye|that's all|that is all)\b/;

const RESERVATION =
  /\b(my (reservation|booking)s?|reservation (status|code|number|details)|booking (status|code|reference|number|details|id)|reference( code| number| no)?|ref (code|no|number)|confirmation (code|number)|check (my|a|on) (reservation|booking))\b/;
export const RESERVATION_CONTEXT =
  /\b(reservations?|bookings?|booked|code|reference|ref|status|confirm\w*)\b/;

// Availability is asked in many ways; which words count depends on what else the message asks.
const BOOK_WORDS = /\b(availab\w*|vacan\w*|book|booking|reserve|fully booked)\b/;
const ROOM_WORDS = /\b(rooms?|suites?|deluxe|accommodations?|villas?|cottages?)\b/;
const PRICE_WORDS =
  /\b(price|prices|pricing|rates?|cost|costs|how much|cheap\w*|afford\w*|budget|per night)\b/;
const STAY_WORDS = /\b(stay|overnight|nights?)\b/;
const AMENITIES =
  /\b(amenit\w*|facilit\w*|pools?|swim\w*|restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?|wi-?fi|internet|parking|park|cars?|coffee|caf[eé]|function hall|events?|weddings?|parties|party venue|security|aircon|air[- ]?con\w*|activit\w*|things to do|snorkel\w*|diving|island hopping|volleyball|bonfire|sunset cruise)\b/;
const TIMES = /\b(check[\s-]?ins?|check[\s-]?outs?|checkin|checkout)\b/;
const TIME_WORDS = /\b(time|times|when|early|late|hours?|o'?clock|[ap]m)\b/;
const PAYMENT =
  /\b(pay|paying|payment|payments|gcash|bdo|bank|transfer|cards?|credit|debit|down ?payment|deposit|balance|installments?|cash|paymaya|maya)\b/;
const CANCELLATION = /\b(cancel\w*|refund\w*|reschedul\w*|change (my |the )?dates?|no[- ]show)\b/;
const ADDRESS =
  /\b(address|location|located|where('s| is| are)? (you|the resort|casa alon|it)|directions?|how (do i|to|can i|do we|can we) get|get there|map|find you|far from|nearest|airport)\b/;
const CONTACT =
  /\b(phone|call|contact|e-?mail|reach (you|the resort)|telephone|mobile|landline|viber|whatsapp|talk to|speak (to|with)|front desk|human|office hours)\b/;

export type Reading = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  goodbye: boolean;
  /** What the message asks about, in the order the answer presents them. */
  topics: Topic[];
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
  const others: Topic[] = [];
  if (AMENITIES.test(text)) others.push('amenities');
  if (TIMES.test(text) && (!found.dates || TIME_WORDS.test(text))) others.push('times');
  if (PAYMENT.test(text)) others.push('payment');
  if (CANCELLATION.test(text)) others.push('cancellation');
  if (ADDRESS.test(text)) others.push('address');
  if (CONTACT.test(text)) others.push('contact');
  const alone = others.length === 0;
  const book = BOOK_WORDS.test(text) && !reservation;
  const price = PRICE_WORDS.test(text);
  const availability =
    found.dates ||
    found.party ||
    found.maxPrice ||
    book ||
    (ROOM_WORDS.test(text) && (alone || price)) ||
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
  };
};

/** Which facility a message names, as words to look for in an amenity's name. */
export const AMENITY_KEYWORDS: { pattern: RegExp; names: string[]; label: string }[] = [
  { pattern: /\b(pools?|swim\w*)\b/, names: ['pool'], label: 'a swimming pool' },
  {
    pattern: /\b(restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?)\b/,
    names: ['restaurant', 'dining'],
    label: 'a restaurant',
  },
  { pattern: /\b(wi-?fi|internet)\b/, names: ['wifi', 'wi-fi', 'internet'], label: 'WiFi' },
  { pattern: /\b(parking|park|cars?)\b/, names: ['parking'], label: 'parking' },
  { pattern: /\b(coffee|caf[eé])\b/, names: ['coffee', 'cafe', 'café'], label: 'a coffee shop' },
  {
    pattern: /\b(function hall|events?|weddings?|parties|party venue)\b/,
    names: ['function', 'hall', 'event'],
    label: 'a function hall',
  },
  { pattern: /\b(security)\b/, names: ['security'], label: 'security' },
  { pattern: /\b(aircon|air[- ]?con\w*)\b/, names: ['air'], label: 'air conditioning' },
];

export const ACTIVITY_WORDS =
  /\b(activit\w*|things to do|snorkel\w*|diving|island hopping|volleyball|bonfire|sunset cruise)\b/;

/** Each facility keyword the message uses: the labels asked about and the name fragments to match. */
export const amenityKeywordsIn = (message: string) => {
  const text = normalize(message);
  return AMENITY_KEYWORDS.filter((keyword) => keyword.pattern.test(text));
};

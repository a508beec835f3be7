// Whether a chat message asks about a day visit (the day tour's entrance fees, a cottage for the day, the
// day's places left), in English and Filipino, and for how many persons. Pure: the service reads the day.
import { COUNT, countOf, normalize } from './normalize';
import { parseParty, partySize } from './party';

/** What a day-visit question asks, in the order the answer gives them. */
export type DayVisitAsk = 'fees' | 'places' | 'cottage';

export type DayVisitQuestion = {
  asks: DayVisitAsk[];
  /** The persons a cottage must take, when the message says. */
  persons?: number;
};

// "day use room" is a room rented by the day, a stay's question
const DAY_WORDS =
  /\b(day[\s-]?tours?|daytours?|day[\s-]?trips?|day[\s-]?use(?!\s+rooms?)|day[\s-]?visits?|day[\s-]?pass(?:es)?|entrance|admission|mag-?day[\s-]?tour|magda-?day[\s-]?tour|pa-?day[\s-]?tour)\b/;
// "where is the entrance?" asks the way in, not the fee
const WAY_IN = /\b(where|saan|nasaan)\b[^?.!]*\b(entrance|admission)\b(?!\s+fees?)/;
const COTTAGE_WORDS = /\b(cottages?|kubo|kubos|nipa huts?)\b/;
const PRICE_WORDS =
  /\b(how much|price|prices|pricing|rates?|fees?|cost|costs|magkano|presyo|halaga|singil|bayad)\b/;
// "pwede pa ba", "may slot pa", "still open", "fully booked": whether the day still takes visitors
const PLACES_WORDS =
  /\b(pw?ede pa|puwede pa|pede pa|slots?|space|spaces|places?|full|fully booked|puno|availab\w*|bakante|still|pa ba|makakapasok|can (we|i) (still )?(come|go|join|visit))\b/;

// "for 10", "para sa 10", "good for 12": a head count without its noun (no "for a day", no "for 2 nights")
const PERSONS_AFTER_FOR = new RegExp(
  `\\b(?:for|para sa|good for|pang)\\s+(?!an?\\b)${COUNT}(?!\\s*(?:nights?|gabi|days?|araw|hours?|oras|am|pm|:|\\d))`,
);

/** How many persons the message counts: a party ("2 adults and 3 kids", "10 pax") or "for 10". */
export const parsePersons = (message: string): number | undefined => {
  const party = parseParty(message);
  if (party) return partySize(party);
  const count = countOf(PERSONS_AFTER_FOR.exec(normalize(message))?.[1]);
  return count > 0 ? count : undefined;
};

/**
 * The day-visit question a message asks, or null. A cottage is asked by name; the fees are asked with a
 * day-tour word and a price word (or a day-tour word alone, "day tour on Sunday?"); the places left with
 * a day-tour word and "still", "pwede pa", "full"... A cottage's answer already says what is free.
 */
export const readDayVisitQuestion = (message: string): DayVisitQuestion | null => {
  const text = normalize(message);
  const day = DAY_WORDS.test(text) && !(WAY_IN.test(text) && !/\bday[\s-]?tours?\b/.test(text));
  const cottage = COTTAGE_WORDS.test(text);
  if (!day && !cottage) return null;
  const price = PRICE_WORDS.test(text);
  const places = day && !cottage && PLACES_WORDS.test(text);
  const asks: DayVisitAsk[] = [];
  if (day && (price || (!places && !cottage))) asks.push('fees');
  if (places) asks.push('places');
  if (cottage) asks.push('cottage');
  return { asks, persons: parsePersons(message) };
};

// The day a day-visit question asks about ('YYYY-MM-DD', a resort day): the stay reader's words and
// Filipino table, read as one day. The day is checked by the caller (checkVisitDay), past days included.
import { addDays } from '@domain/dates';
import { filipinoDatesInEnglish } from './filipino-dates';
import { normalize } from './normalize';
import { isoOf, referenceOf, visitDayReader } from './stay-reader';

// For a visit "Linggo" is Sunday, except where it means a week ("isang linggo", "susunod na linggo",
// "ngayong linggo"); "ngayon" alone is today ("pwede pa ba ngayon?").
const VISIT_WORDS: [RegExp, string][] = [
  [/\b(?<!(?:isang|susunod na|ngayong|nakaraang|kada|bawat) )linggo\b/g, 'sunday'],
  [/\bngayon\b/g, 'today'],
];

const isFriday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5;

/** The day asked about, or null when the message names none. "This weekend" is its Saturday. */
export const parseVisitDay = (message: string, today: string): string | null => {
  const english = VISIT_WORDS.reduce(
    (text, [pattern, word]) => text.replace(pattern, word),
    filipinoDatesInEnglish(normalize(message)),
  );
  const [first] = visitDayReader.parse(english, referenceOf(today), { forwardDate: true });
  if (!first) return null;
  const day = isoOf(first.start);
  // a weekend is read as a stay from its Friday: a visit of the weekend is on its Saturday
  return /\bweekend\b/i.test(first.text) && isFriday(day) ? addDays(day, 1) : day;
};

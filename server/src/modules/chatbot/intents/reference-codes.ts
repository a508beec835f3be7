// The words of a message that may be reservation reference codes.
import { REFERENCE_ALPHABET } from '@domain/constants';

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

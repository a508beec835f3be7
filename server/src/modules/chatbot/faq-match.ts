// Matching a guest's message against the admin's FAQ. Pure functions, no I/O. Both sides are
// normalised (case, accents, punctuation) and cut into words; a word the guest misspelt is read as
// the FAQ's nearest word (one edit for words of 5+ letters, two for 9+; `fastest-levenshtein`).
// An entry matches when the message holds every word of one of its keywords, or when the message and
// the question or one of its example phrasings share most of their meaningful words (Dice >= 0.6).
// The work is bounded: messages are at most 1,000 characters (MAX_WORDS words are read, MAX_FUZZY_WORDS
// of them compared for typos) and the FAQ at most FAQ_LIMITS.entries entries of limited size.
import { type FaqLanguage, normalizeQuestion } from '@domain/chatbot';
import { distance } from 'fastest-levenshtein';

export type FaqEntry = {
  id: string;
  question: string;
  keywords: string[];
  phrasings: string[];
  answer: string;
  language: FaqLanguage;
};

export type FaqMatch = { entry: FaqEntry; score: number };

/** Words that say nothing about the topic, in English and Filipino: left out of the phrasing overlap. */
const STOP_WORDS = new Set(
  (
    'a an the is are am was were be do does did can could would will shall should may might must i me my we us our ' +
    'you your it its to of in on at for from by with and or if so this that there here what which who how when ' +
    'any some have has had get please hi hello ' +
    'ba po ang mga ng sa na ay si ko ako kami namin kayo nyo niyo ninyo din rin lang pa may mayroon meron ' +
    'pwede puwede paano ano saan kailan magkano'
  ).split(' '),
);

/** The first this many words of a message are read (a message is at most 1,000 characters anyway). */
const MAX_WORDS = 80;
const MIN_DICE = 0.6;
/** At most this many unknown words of one message are compared with the FAQ's words for typos. */
const MAX_FUZZY_WORDS = 24;
const NEAREST_MEMO = 10_000;

/** A light stem: "pets" and "pet", "includes" and "include" are one word. */
const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

export const wordsOf = (text: string): string[] =>
  normalizeQuestion(text)
    .split(' ')
    .filter((word) => word !== '')
    .map(stem);

const meaningful = (words: string[]) => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
};

type IndexedEntry = { entry: FaqEntry; keywords: string[][]; phrasings: Set<string>[] };
export type FaqIndex = {
  entries: IndexedEntry[];
  vocabulary: Set<string>;
  byLength: Map<number, string[]>;
  /** Which entries use a word: only those can match a message holding it. */
  entriesWith: Map<string, Set<IndexedEntry>>;
  /** Misspelt words already looked up (the index is cached between messages), at most NEAREST_MEMO. */
  nearest: Map<string, string>;
};

/** Reads the FAQ once per message: each entry's keyword words, phrasing words and the whole vocabulary. */
export const indexFaq = (entries: FaqEntry[]): FaqIndex => {
  const vocabulary = new Set<string>();
  const entriesWith = new Map<string, Set<IndexedEntry>>();
  const indexed = entries.map((entry) => {
    const keywords = entry.keywords.map(wordsOf).filter((words) => words.length > 0);
    const phrasings = [entry.question, ...entry.phrasings].map((text) => new Set(meaningful(wordsOf(text))));
    const item = { entry, keywords, phrasings };
    for (const words of [...keywords, ...phrasings])
      for (const word of words) {
        vocabulary.add(word);
        entriesWith.set(word, (entriesWith.get(word) ?? new Set()).add(item));
      }
    return item;
  });
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { entries: indexed, vocabulary, byLength, entriesWith, nearest: new Map() };
};

const allowedEdits = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** The FAQ's word nearest to `word` within the allowed edits, or the word itself. */
const nearestWord = (word: string, index: FaqIndex): string => {
  const edits = allowedEdits(word);
  let best = word;
  let bestDistance = edits + 1;
  for (let length = word.length - edits; length <= word.length + edits; length++) {
    for (const candidate of index.byLength.get(length) ?? []) {
      if (allowedEdits(candidate) === 0) continue;
      const d = distance(word, candidate);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
};

/** The message's words as the FAQ spells them: known words as they are, the first unknown ones corrected. */
const canonicalWords = (words: string[], index: FaqIndex): string[] => {
  let lookups = 0;
  return words.map((word) => {
    if (index.vocabulary.has(word) || allowedEdits(word) === 0) return word;
    const known = index.nearest.get(word);
    if (known !== undefined) return known;
    if (++lookups > MAX_FUZZY_WORDS) return word;
    const nearest = nearestWord(word, index);
    if (index.nearest.size < NEAREST_MEMO) index.nearest.set(word, nearest);
    return nearest;
  });
};

const dice = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return (2 * shared) / (a.size + b.size);
};

/** Whether `a` answers better than `b`: an entry in the asker's language first, then the higher score. */
const better = (a: FaqMatch, b: FaqMatch | null, language: FaqLanguage | undefined) => {
  if (!b) return true;
  const aSpeaks = a.entry.language === language;
  if (aSpeaks !== (b.entry.language === language)) return aSpeaks;
  return a.score > b.score;
};

/**
 * The FAQ entry a message asks, or null. An entry in the asker's `language` beats one in another
 * language; then a keyword hit beats any phrasing overlap (longer keywords first); among
 * equal scores the earlier entry wins, so the answer never depends on chance.
 */
export const matchFaq = (index: FaqIndex, message: string, language?: FaqLanguage): FaqMatch | null => {
  if (index.entries.length === 0) return null;
  const words = canonicalWords([...new Set(wordsOf(message).slice(0, MAX_WORDS))], index);
  const all = new Set(words);
  const content = new Set(meaningful(words));
  // only entries sharing a word with the message can match; they are tried in FAQ order
  const candidates = new Set<IndexedEntry>();
  for (const word of all) for (const item of index.entriesWith.get(word) ?? []) candidates.add(item);
  let best: FaqMatch | null = null;
  for (const { entry, keywords, phrasings } of index.entries.filter((item) => candidates.has(item))) {
    const keywordWords = Math.max(
      0,
      ...keywords.filter((kw) => kw.every((w) => all.has(w))).map((kw) => kw.length),
    );
    const overlap = Math.max(...phrasings.map((phrasing) => dice(phrasing, content)));
    const score = keywordWords > 0 ? 1 + keywordWords / 100 : overlap >= MIN_DICE ? overlap : 0;
    if (score > 0 && better({ entry, score }, best, language)) best = { entry, score };
  }
  return best;
};

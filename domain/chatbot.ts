// The chat assistant's FAQ: the words and limits the server's
// matcher, the admin's FAQ screen and the conversation log share.

import { LANGUAGES, type Language } from './languages';

/** The languages an FAQ entry is written in: the site's own, English and Filipino. */
export const FAQ_LANGUAGES = LANGUAGES;
export type FaqLanguage = Language;

export const FAQ_LANGUAGE_LABELS: Record<FaqLanguage, string> = { en: 'English', fil: 'Filipino' };

/**
 * Which answer the assistant gave, as kept in the conversation log:
 * - `faq`: an entry of the admin's FAQ;
 * - `room`: a room named in the question (price, seasonal rates, capacity, amenities);
 * - `reservation`: a reference code's booking (or why it was not found);
 * - `topics`: the built-in topics (availability, amenities, times, payment…);
 * - `small_talk`: hello, thanks, goodbye, help;
 * - `fallback`: nothing matched ("contact us"): these are the unanswered questions.
 */
export const ANSWER_SOURCES = ['faq', 'room', 'reservation', 'topics', 'small_talk', 'fallback'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const ANSWER_SOURCE_LABELS: Record<AnswerSource, string> = {
  faq: 'FAQ',
  room: 'Room details',
  reservation: 'Reservation lookup',
  topics: 'Built-in topic',
  small_talk: 'Greeting',
  fallback: 'Unanswered',
};

/** Limits that keep one entry readable and the matching of one message bounded. */
export const FAQ_LIMITS = {
  entries: 200,
  question: 200,
  answer: 2000,
  keywords: 20,
  keyword: 60,
  phrasings: 20,
  phrasing: 200,
} as const;

/**
 * A question as the matcher reads it: lower case, accents dropped ("café" is "cafe"), every run of
 * punctuation or spaces one space. "Is breakfast included?!" and "is BREAKFAST included" are one question.
 */
export const normalizeQuestion = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

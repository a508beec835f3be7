// The languages guests can read the site, the chat and their emails in.
// Staff and admin screens stay in English.

export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the header's switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie that remembers a visitor's choice, which the server reads to send them to its pages. */
export const LANGUAGE_COOKIE = 'language';

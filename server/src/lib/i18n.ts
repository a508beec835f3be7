// The server's own texts in the guest languages: each module keeps its messages in
// `messages/{en,fil}.ts` and makes its translator here with i18next. English is the fallback, so a key
// missing in Filipino (which server/src/lib/i18n-messages.test.ts refuses anyway) still reads as English.
import { formatDay, isIsoDate } from '@domain/dates';
import { LANGUAGES, type Language } from '@domain/languages';
import i18next, { type TFunction } from 'i18next';

/** A message file: nested keys, `{{name}}` placeholders, `_one` / `_other` for counts. */
export type Messages = { readonly [key: string]: string | Messages };

/** What a module writes with in one language: its messages, and days and moments as that language reads them. */
export type Speaker = {
  language: Language;
  t: TFunction;
  /** A resort day: 'Fri, May 1, 2026' ('long') or 'May 1, 2026'; in Filipino 'Biy, May 1, 2026'. */
  day: (day: string, style?: 'long' | 'short') => string;
  /** A moment on the resort's clock: 'Sat, May 2, 2026, 3:00 PM'. */
  moment: (at: Date, timeZone: string) => string;
};

const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

const DAY_OPTIONS = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
const filipinoDays = {
  long: new Intl.DateTimeFormat(LOCALES.fil, { weekday: 'short', ...DAY_OPTIONS }),
  short: new Intl.DateTimeFormat(LOCALES.fil, DAY_OPTIONS),
};

// English days stay exactly as the rest of the site writes them (domain/dates)
const dayIn =
  (language: Language) =>
  (day: string, style: 'long' | 'short' = 'short') => {
    if (language === 'en' || !isIsoDate(day)) return formatDay(day, style);
    return filipinoDays[style].format(new Date(`${day}T00:00:00Z`));
  };

export const momentIn = (language: Language) => (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);

/** At most this many texts kept per language: the keys come from code, this only bounds a mistake. */
const MAX_KEPT_TEXTS = 2_000;

/**
 * `t` that keeps the texts asked without options: i18next spends ~17 µs resolving each call on this
 * machine, and an email asks for dozens of the same labels ('Room', 'Check-in'). Calls with options
 * (counts, names, days) go to i18next every time.
 */
export const keepingPlainTexts = (t: TFunction): TFunction => {
  const kept = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => string;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
    let text = kept.get(key);
    if (text === undefined) {
      text = call(key);
      if (kept.size < MAX_KEPT_TEXTS) kept.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
};

/** One module's translator: `speakerOf('fil').t('key', { name })`. */
export const translator = (messages: Record<Language, Messages>) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: messages[language] }]),
    ),
    lng: 'en',
    fallbackLng: 'en',
    // synchronous: the resources are right here, so t() works as soon as this returns
    initAsync: false,
    // the texts go into React (which escapes) or into plain-text chat replies and emails
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const speakers = new Map<Language, Speaker>(
    LANGUAGES.map((language) => [
      language,
      {
        language,
        t: keepingPlainTexts(i18n.getFixedT(language)),
        day: dayIn(language),
        moment: momentIn(language),
      },
    ]),
  );
  return (language: Language): Speaker => speakers.get(language) ?? (speakers.get('en') as Speaker);
};

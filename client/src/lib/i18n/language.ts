// The visitor's language: the URL's ('/fil/...' is Filipino), chosen in the header, remembered in this
// browser (localStorage, and a cookie the server reads to send a returning visitor to the pages in their
// language), shown on <html lang>. Staff screens stay English whatever the browser remembers.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@domain/languages';
import { i18n, TRANSLATED_NAMESPACES } from './i18n';

const STORAGE_KEY = 'language';
/** A year, like a stored choice. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language this browser was told to use, or null when it has no choice stored yet. */
export const storedChoice = (): Language | null => {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
};

export const storedLanguage = (): Language => storedChoice() ?? DEFAULT_LANGUAGE;

export const storeLanguage = (language: Language) => {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // not remembered, still applied to this page
  }
  if (typeof document !== 'undefined') {
    // the Cookie Store API is not in every browser the site serves; the server reads it on the next page
    // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie, written in one place
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  }
};

/** Shows the site in `language`: resolves once its messages for the namespaces in use are loaded. */
export const applyLanguage = async (language: Language) => {
  if (i18n.language !== language) {
    // every namespace joins those that changeLanguage loads before it re-renders the page, also those of
    // a page whose chunk is still on its way: each text is there in the new language, and no component
    // waits mid-update (the switch re-renders at once, through useSyncExternalStore, so a part that
    // suspended then would give way to its Suspense fallback). The old language stays on screen until then.
    await i18n.loadNamespaces(TRANSLATED_NAMESPACES);
    await i18n.changeLanguage(language);
  }
  // after the texts: <html lang> never announces Filipino over English words
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

// One of the spec's English texts (domain/messages.ts) in the page's language, found by its key in the
// 'validation' namespace. A screen that can meet only a few of them passes just those (the landing's
// search widget: MSG_SEARCH), so the whole table does not ship with it.
import { i18n } from './i18n';

/**
 * A lookup of `table`'s texts: the translation, or null for a text not in it. The English namespace
 * registers with the whole table (lib/i18n/validation.ts), maybe not loaded yet: the text is its own English.
 */
export const translatorOf = (table: Readonly<Record<string, string>>) => {
  const keyOf = new Map(Object.entries(table).map(([key, text]) => [text, key]));
  return (message: string): string | null => {
    const key = keyOf.get(message);
    if (!key) return null;
    const translated = i18n.t(key, { ns: 'validation' });
    return translated === key ? message : translated;
  };
};

// One of the spec's English texts (domain/messages.ts) in the page's language, found by its key in the
// 'validation' namespace. A screen that can meet only a few of them passes just those (the landing's
// search widget: MSG_SEARCH), so the whole table does not ship with it.
import { i18n } from './i18n';

/** A lookup of `table`'s texts: the translation, or null for a text not in it. */
export const translatorOf = (table: Readonly<Record<string, string>>) => {
  const keyOf = new Map(Object.entries(table).map(([key, text]) => [text, key]));
  return (message: string): string | null => {
    const key = keyOf.get(message);
    return key ? i18n.t(key, { ns: 'validation' }) : null;
  };
};

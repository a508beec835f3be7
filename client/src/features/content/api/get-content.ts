// GET /api/content?lang=: the website's editable texts in the page's language (the server answers the
// English where the admin wrote no Filipino), parsed with the route's answer schema and read through
// contentValue() for built-in defaults.

import type { ContentItemDto } from '@domain/api-types';
import { type AnyContentKey, CONTENT_DEFAULTS, type ContentMap, contentValue } from '@domain/content';
import { isLanguage, type Language } from '@domain/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { currentLanguage, defineMessages, i18n } from '@/lib/i18n';
import english, { TRANSLATED_CONTENT } from '@/lib/i18n/messages/en/content';
import { keys } from '@/lib/query-keys';

const useContentText = defineMessages('content', english);
const translated = new Set<string>(TRANSLATED_CONTENT);

/** The items in `language` (the page's by default); each language is cached on its own. */
export const contentQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: keys.content.in(language),
    queryFn: () => getParsed(`/api/content?lang=${language}`, (s) => s.contentItemSchema.array()),
    // on a switch of language the texts on screen stay until the other language's arrive (no flash of defaults)
    placeholderData: keepPreviousData,
    select: (items: ContentItemDto[]): ContentMap =>
      Object.fromEntries(items.map((item) => [item.key, item.content])),
  });

/**
 * `content('hero_title')` gives the admin's text (its Filipino version on a Filipino page, when there is
 * one) or the default; works before the answer arrives. A built-in default the admin left alone is shown
 * in the page's language.
 */
export const useContent = () => {
  const { t, language } = useContentText();
  const query = useQuery(contentQueryOptions(isLanguage(language) ? language : undefined));
  return { content: contentReader(query.data, t), isLoading: query.isLoading };
};

/** What useContent's `content` reads, from the answer (or none yet) and the page's text of a default. */
export const contentReader =
  (stored: ContentMap | undefined, t: (key: string) => string = (key) => i18n.t(key, { ns: 'content' })) =>
  (key: AnyContentKey) => {
    const value = contentValue(stored, key);
    return translated.has(key) && value === CONTENT_DEFAULTS[key].content ? t(key) : value;
  };

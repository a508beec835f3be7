// GET /api/content: the website's editable texts, read through contentValue() for built-in defaults.

import type { ContentItemDto } from '@domain/api-types';
import { type AnyContentKey, CONTENT_DEFAULTS, type ContentMap, contentValue } from '@domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/hooks/use-hydrated';
import { defineMessages } from '@/lib/i18n';
import english, { TRANSLATED_CONTENT } from '@/lib/i18n/messages/en/content';
import { contentKeys } from './keys';

const useContentText = defineMessages('content', english);
const translated = new Set<string>(TRANSLATED_CONTENT);

export const contentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.public,
    select: (items: ContentItemDto[]): ContentMap =>
      Object.fromEntries(items.map((item) => [item.key, item.content])),
  });

/**
 * `content('hero_title')` gives the admin's text or the default; works before the answer arrives. A
 * built-in default the admin left alone is shown in the page's language.
 */
export const useContent = () => {
  const query = useQuery(contentQueryOptions());
  const { t } = useContentText();
  // While React takes over the prerendered HTML (built with the defaults), read the defaults too: a part
  // hydrated late (a lazy chunk) may find the admin's texts already fetched by the header or footer.
  const stored = useHydrated() ? query.data : undefined;
  return {
    content: (key: AnyContentKey) => {
      const value = contentValue(stored, key);
      return translated.has(key) && value === CONTENT_DEFAULTS[key].content ? t(key) : value;
    },
    isLoading: query.isLoading,
  };
};

// GET /api/content: the website's editable texts, read through contentValue() for built-in defaults.

import type { ContentItemDto } from '@domain/api-types';
import { type AnyContentKey, type ContentMap, contentValue } from '@domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from './keys';

export const contentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.public,
    select: (items: ContentItemDto[]): ContentMap =>
      Object.fromEntries(items.map((item) => [item.key, item.content])),
  });

/** `content('hero_title')` gives the admin's text or the default; works before the answer arrives. */
export const useContent = () => {
  const query = useQuery(contentQueryOptions());
  return {
    content: (key: AnyContentKey) => contentValue(query.data, key),
    isLoading: query.isLoading,
  };
};

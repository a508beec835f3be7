// Reads of the public API, for journeys that compare a screen with what the server says.
import type { ContentItemDto, RoomDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, type ContentKey } from '@domain/content';
import { baseUrl } from './browser';

export const getJson = async <T>(pathAndQuery: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`);
  if (!response.ok)
    throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

export const listRooms = (query = '') => getJson<RoomDto[]>(`/api/rooms${query ? `?${query}` : ''}`);

/** A content key's text as the site shows it: the stored item, or the built-in default. */
export const contentText = async (key: ContentKey) => {
  const items = await getJson<Array<Pick<ContentItemDto, 'key' | 'content'>>>('/api/content');
  return items.find((item) => item.key === key)?.content ?? CONTENT_DEFAULTS[key].content;
};

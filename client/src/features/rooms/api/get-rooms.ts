// GET /api/rooms with the search's non-empty parameters (spec section 7), parsed with the route's answer
// schema. The unfiltered list keeps the bare key so the landing page and /rooms share one answer.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

/** `query` is a search query string without '?', as buildSearchQuery() makes it. */
export const roomsQueryOptions = (query = '') =>
  queryOptions({
    queryKey: keys.rooms.search(query),
    queryFn: () => getParsed(query ? `/api/rooms?${query}` : '/api/rooms', (s) => s.roomSchema.array()),
  });

export const useRooms = (query = '') => useQuery(roomsQueryOptions(query));

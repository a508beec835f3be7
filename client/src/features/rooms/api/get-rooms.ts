// GET /api/rooms with the search's non-empty parameters (spec section 7).
// The unfiltered list keeps the bare key so the landing page and /rooms share one answer.

import type { RoomDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';

/** `query` is a search query string without '?', as buildSearchQuery() makes it. */
export const roomsQueryOptions = (query = '') =>
  queryOptions({
    queryKey: keys.rooms.search(query),
    queryFn: () => apiRequest<RoomDto[]>('GET', query ? `/api/rooms?${query}` : '/api/rooms'),
  });

export const useRooms = (query = '') => useQuery(roomsQueryOptions(query));

// GET /api/rooms/{id}: one room with its seasonal rates. A 404 means the room does not exist.

import type { RoomDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: keys.rooms.detail(roomId),
    queryFn: () => apiRequest<RoomDto>('GET', `/api/rooms/${encodeURIComponent(roomId)}`),
    // a room that does not exist shows as such at once (also in the server's HTML), not read again
    retryOnMount: false,
  });

export const useRoom = (roomId: string) => useQuery(roomQueryOptions(roomId));

// GET /api/rooms/{id}: one room with its seasonal rates, parsed with the route's answer schema. A 404
// means the room does not exist.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: keys.rooms.detail(roomId),
    queryFn: () => getParsed(`/api/rooms/${encodeURIComponent(roomId)}`, (s) => s.roomSchema),
    // a room that does not exist shows as such at once (also in the server's HTML), not read again
    retryOnMount: false,
  });

export const useRoom = (roomId: string) => useQuery(roomQueryOptions(roomId));

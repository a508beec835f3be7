// GET /api/rooms/{id}: the room being booked, with its seasonal rates (shares the room page's cache
// entry ['/api/rooms', id]). A 404 means the room does not exist.

import type { RoomDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const bookingRoomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: ['/api/rooms', roomId],
    queryFn: () => apiRequest<RoomDto>('GET', `/api/rooms/${encodeURIComponent(roomId)}`),
  });

export const useBookingRoom = (roomId: string) => useQuery(bookingRoomQueryOptions(roomId));

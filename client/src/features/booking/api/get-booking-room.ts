// GET /api/rooms/{id}: the room being booked, with its seasonal rates. The rooms feature's own read, so
// the booking page and the room page share one cache entry. A 404 means the room does not exist.

import { useQuery } from '@tanstack/react-query';
import { roomQueryOptions } from '@/features/rooms';

export const useBookingRoom = (roomId: string) => useQuery(roomQueryOptions(roomId));

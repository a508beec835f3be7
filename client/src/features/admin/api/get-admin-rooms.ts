// GET /api/admin/rooms: every room (any status) with its seasonal rates, for Room Management.

import type { RoomDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const adminRoomsQueryOptions = () =>
  queryOptions<RoomDto[]>({ queryKey: keys.admin.rooms, retry: false });

export const useAdminRooms = () => useQuery(adminRoomsQueryOptions());

/** After any room change both the admin list and the public room lists are stale. */
export const roomChangeKeys = [keys.admin.rooms, keys.rooms.all];

// GET /api/admin/rooms: every room (any status) with its seasonal rates, for Room Management.

import type { RoomDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomKeys } from '@/features/rooms';
import { adminKeys } from './keys';

export const adminRoomsQueryOptions = () =>
  queryOptions<RoomDto[]>({ queryKey: adminKeys.rooms, retry: false });

export const useAdminRooms = () => useQuery(adminRoomsQueryOptions());

/** After any room change both the admin list and the public room lists are stale. */
export const roomChangeKeys = [adminKeys.rooms, roomKeys.all];

// GET /api/admin/rooms: every room (any status) with its seasonal rates, for Room Management.

import { adminRoomSchema } from '@domain/api/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const adminRoomsQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.rooms, queryFn: fetchParsed(z.array(adminRoomSchema)), retry: false });

export const useAdminRooms = () => useQuery(adminRoomsQueryOptions());

/** After any room change both the admin list and the public room lists are stale. */
export const roomChangeKeys = [keys.admin.rooms, keys.rooms.all];

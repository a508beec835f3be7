// GET /api/admin/rooms: every room (any status) with its seasonal rates, for Room Management.

import type { RoomDto } from '@domain/api-types';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const ADMIN_ROOMS_KEY = ['/api/admin/rooms'] as const;
export const PUBLIC_ROOMS_KEY = ['/api/rooms'] as const;

export const adminRoomsQueryOptions = () =>
  queryOptions<RoomDto[]>({ queryKey: ADMIN_ROOMS_KEY, retry: false });

export const useAdminRooms = () => useQuery(adminRoomsQueryOptions());

/** After any room change both the admin list and the public room lists are stale. */
export const invalidateRooms = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_ROOMS_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_ROOMS_KEY }),
  ]);

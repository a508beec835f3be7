// GET /api/admin/rooms/{id} (the room with its private export URL) and GET /api/admin/rooms/{id}/calendar-feeds
// (the travel-site calendars it imports, with their sync status): the admin's calendar screen of one room.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const adminRoomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: keys.calendar.adminRoom(roomId),
    queryFn: fetchParsed((s) => s.adminRoomSchema),
    retry: false,
  });

export const calendarFeedsQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: keys.calendar.feeds(roomId),
    queryFn: fetchParsed((s) => s.calendarFeedSchema.array()),
    retry: false,
  });

export const useAdminRoom = (roomId: string) => useQuery(adminRoomQueryOptions(roomId));

export const useCalendarFeeds = (roomId: string) => useQuery(calendarFeedsQueryOptions(roomId));

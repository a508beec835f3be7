// GET /api/admin/rooms/{id} (the room with its private export URL) and GET /api/admin/rooms/{id}/calendar-feeds
// (the travel-site calendars it imports, with their sync status): the admin's calendar screen of one room.

import type { AdminRoomDto, CalendarFeedDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const adminRoomQueryOptions = (roomId: string) =>
  queryOptions<AdminRoomDto>({ queryKey: keys.calendar.adminRoom(roomId), retry: false });

export const calendarFeedsQueryOptions = (roomId: string) =>
  queryOptions<CalendarFeedDto[]>({ queryKey: keys.calendar.feeds(roomId), retry: false });

export const useAdminRoom = (roomId: string) => useQuery(adminRoomQueryOptions(roomId));

export const useCalendarFeeds = (roomId: string) => useQuery(calendarFeedsQueryOptions(roomId));

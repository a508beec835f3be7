// GET /api/receptionist/calendar-feed-alerts: the rooms' imported calendars that fail or have not synced
// for 3 intervals. Read again every minute, like the conflicts: a background sync can start or end one.

import type { CalendarFeedAlertDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { CONFLICTS_REFETCH_MS } from './get-conflicts';

export const feedAlertsQueryOptions = () =>
  queryOptions<CalendarFeedAlertDto[]>({
    queryKey: keys.calendar.feedAlerts,
    queryFn: () => apiRequest<CalendarFeedAlertDto[]>('GET', '/api/receptionist/calendar-feed-alerts'),
    retry: false,
    refetchInterval: CONFLICTS_REFETCH_MS,
  });

export const useCalendarFeedAlerts = () => useQuery(feedAlertsQueryOptions());

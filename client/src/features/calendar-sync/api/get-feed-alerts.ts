// GET /api/receptionist/calendar-feed-alerts: the rooms' imported calendars that fail or have not synced
// for 3 intervals. Read again every minute, like the conflicts: a background sync can start or end one.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { CONFLICTS_REFETCH_MS } from './get-conflicts';

export const feedAlertsQueryOptions = () =>
  queryOptions({
    queryKey: keys.calendar.feedAlerts,
    queryFn: fetchParsed((s) => s.calendarFeedAlertSchema.array()),
    retry: false,
    refetchInterval: CONFLICTS_REFETCH_MS,
  });

export const useCalendarFeedAlerts = () => useQuery(feedAlertsQueryOptions());

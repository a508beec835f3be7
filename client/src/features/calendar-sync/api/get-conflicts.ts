// GET /api/receptionist/calendar-conflicts?state=open|all: imported events that overlap a booking or
// another block and wait for staff. Read again every minute: a sync in the background can find new ones.

import type { CalendarConflictDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type ConflictState, keys } from '@/lib/query-keys';

export const CONFLICTS_REFETCH_MS = 60_000;

export const conflictsQueryOptions = (state: ConflictState = 'open') =>
  queryOptions<CalendarConflictDto[]>({
    queryKey: keys.calendar.conflictsIn(state),
    queryFn: () =>
      apiRequest<CalendarConflictDto[]>('GET', `/api/receptionist/calendar-conflicts?state=${state}`),
    retry: false,
    refetchInterval: CONFLICTS_REFETCH_MS,
  });

export const useCalendarConflicts = (state: ConflictState = 'open') => useQuery(conflictsQueryOptions(state));

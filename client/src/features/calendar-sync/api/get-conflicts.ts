// GET /api/receptionist/calendar-conflicts?state=open|all: imported events that overlap a booking or
// another block and wait for staff. Read again every minute: a sync in the background can find new ones.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { type ConflictState, keys } from '@/lib/query-keys';

export const CONFLICTS_REFETCH_MS = 60_000;

export const conflictsQueryOptions = (state: ConflictState = 'open') =>
  queryOptions({
    queryKey: keys.calendar.conflictsIn(state),
    queryFn: () =>
      getParsed(`/api/receptionist/calendar-conflicts?state=${state}`, (s) =>
        s.calendarConflictSchema.array(),
      ),
    retry: false,
    refetchInterval: CONFLICTS_REFETCH_MS,
  });

export const useCalendarConflicts = (state: ConflictState = 'open') => useQuery(conflictsQueryOptions(state));

// GET /api/day-visits?date&adults&kids&infants&discountGuests&cottageId: the day's type, fees, places
// left and free cottages, and the party's bill line by line (parsed with the route's answer schema).
// Never kept (staleTime 0): a visitor asks right before booking, and a cottage may have been taken since.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export type DayQuery = {
  date: string;
  adults: number;
  kids: number;
  infants: number;
  discountGuests: number;
  cottageId: string;
};

export const dayQueryString = (query: DayQuery) => {
  const params = new URLSearchParams({
    date: query.date,
    adults: String(query.adults),
    kids: String(query.kids),
    infants: String(query.infants),
    discountGuests: String(query.discountGuests),
  });
  if (query.cottageId) params.set('cottageId', query.cottageId);
  return params.toString();
};

export const dayVisitQueryOptions = (query: DayQuery) => {
  const search = dayQueryString(query);
  return queryOptions({
    queryKey: keys.dayVisits.day(search),
    queryFn: () => getParsed(`/api/day-visits?${search}`, (s) => s.dayVisitDaySchema),
    staleTime: 0,
    // a refused day (a 400 on a field, a cottage just taken) is an answer to show, not a hiccup to retry
    retry: false,
  });
};

/** `query` null (no valid day yet): nothing is asked. The last answer stays on screen while the next loads. */
export const useDayVisit = (query: DayQuery | null) =>
  useQuery({
    ...dayVisitQueryOptions(
      query ?? { date: '', adults: 1, kids: 0, infants: 0, discountGuests: 0, cottageId: '' },
    ),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });

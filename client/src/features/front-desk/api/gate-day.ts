// GET /api/receptionist/day-visits: the gate's day (the resort's today): the fees, the places and
// cottages left, the day visits expected and arrived, the overnight guests who enter free. Parsed with
// the route's answer schema. GET /api/day-visits?date=&adults=…: the sale form's live price.

import { dayVisitDaySchema } from '@domain/api/day-visits';
import { gateDaySchema } from '@domain/api/gate';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DayQuery, dayQueryString } from '@/features/day-visits';
import { fetchParsed, getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const gateDayQueryOptions = () =>
  queryOptions({ queryKey: keys.desk.gate, queryFn: fetchParsed(gateDaySchema), retry: false });

export const useGateDay = () => useQuery(gateDayQueryOptions());

/** The party's bill for the day; null while the party is not a valid one to price. */
export const useDayVisitPrice = (party: DayQuery | null) => {
  const query = party ? dayQueryString(party) : '';
  return useQuery({
    queryKey: keys.dayVisits.day(query),
    queryFn: () => getParsed(`/api/day-visits?${query}`, dayVisitDaySchema),
    enabled: party !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

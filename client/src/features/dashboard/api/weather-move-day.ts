// GET /api/reservations/{id}/weather-move/day?date: what a new day has left for a weather-affected day
// visit (places, its cottage) and the visit's price that day, parsed with the route's answer schema. The
// dialog asks domain/weather.ts's dayMoveProblem whether the visit fits.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';

export const weatherMoveDayQuery = (reservationId: string, date: string) =>
  queryOptions({
    queryKey: [
      `/api/reservations/${encodeURIComponent(reservationId)}/weather-move/day?${new URLSearchParams({ date })}`,
    ],
    queryFn: fetchParsed((s) => s.weatherMoveDaySchema),
  });

/** Asked only once the day passes the shared rules (`enabled`), so a half-typed date sends nothing. */
export const useWeatherMoveDay = (reservationId: string, date: string, enabled: boolean) =>
  useQuery({ ...weatherMoveDayQuery(reservationId, date), enabled });

// GET /api/reservations/{id}/weather-move/options?checkin&checkout: the rooms a weather-affected booking
// may move to for those dates, each at or below its total (the server prices them); parsed with the
// route's answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';

export const weatherMoveOptionsQuery = (
  reservationId: string,
  dates: { checkin: string; checkout: string },
) =>
  queryOptions({
    queryKey: [
      `/api/reservations/${encodeURIComponent(reservationId)}/weather-move/options?${new URLSearchParams(dates)}`,
    ],
    queryFn: fetchParsed((s) => s.weatherMoveOptionSchema.array()),
  });

/** Asked only once the dates pass the shared rules (`enabled`), so a half-typed date sends nothing. */
export const useWeatherMoveOptions = (
  reservationId: string,
  dates: { checkin: string; checkout: string },
  enabled: boolean,
) => useQuery({ ...weatherMoveOptionsQuery(reservationId, dates), enabled });

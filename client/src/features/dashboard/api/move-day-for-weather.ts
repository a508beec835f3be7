// POST /api/reservations/{id}/weather-move/day {date}: a day visit's free weather move to another day.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const moveDayForWeather = ({ id, date }: { id: string; date: string }) =>
  apiRequest<ReservationDto>('POST', `/api/reservations/${encodeURIComponent(id)}/weather-move/day`, {
    date,
  });

export const useMoveDayForWeather = () =>
  useRefreshingMutation(moveDayForWeather, guestMoneyKeys, { evenOnError: true });

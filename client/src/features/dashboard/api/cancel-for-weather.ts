// POST /api/reservations/{id}/weather-cancel: cancel a weather-affected booking, everything paid due back.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const cancelForWeather = (id: string) =>
  apiRequest<ReservationDto>('POST', `/api/reservations/${encodeURIComponent(id)}/weather-cancel`);

export const useCancelForWeather = () =>
  useRefreshingMutation(cancelForWeather, guestMoneyKeys, { evenOnError: true });

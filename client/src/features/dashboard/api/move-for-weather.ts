// POST /api/reservations/{id}/weather-move {checkin, checkout, roomId}: the free weather move.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const moveForWeather = ({
  id,
  ...stay
}: {
  id: string;
  checkin: string;
  checkout: string;
  roomId: string;
}) => apiRequest<ReservationDto>('POST', `/api/reservations/${encodeURIComponent(id)}/weather-move`, stay);

export const useMoveForWeather = () =>
  useRefreshingMutation(moveForWeather, guestMoneyKeys, { evenOnError: true });

// GET /api/user/reservations: the signed-in guest's bookings, with derived payment status and payments.

import type { ReservationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const USER_RESERVATIONS_KEY = ['/api/user/reservations'] as const;

export const userReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: USER_RESERVATIONS_KEY });

export const useUserReservations = () => useQuery(userReservationsQueryOptions());

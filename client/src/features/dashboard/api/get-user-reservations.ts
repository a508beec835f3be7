// GET /api/user/reservations: the signed-in guest's bookings, with derived payment status and payments.

import type { ReservationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestKeys } from './keys';

export const userReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: guestKeys.reservations });

export const useUserReservations = () => useQuery(userReservationsQueryOptions());

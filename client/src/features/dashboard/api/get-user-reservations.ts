// GET /api/user/reservations: the signed-in guest's bookings, with derived payment status and payments.

import type { ReservationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from '@/features/auth';
import { keys } from '@/lib/query-keys';

export const userReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: keys.guest.reservations });

/** Asked only while someone is signed in: a view still mounted as the guest signs out must not fetch it. */
export const useUserReservations = () => {
  const { isAuthenticated } = useUser();
  return useQuery({ ...userReservationsQueryOptions(), enabled: isAuthenticated });
};

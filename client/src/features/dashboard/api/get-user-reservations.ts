// GET /api/user/reservations: the signed-in guest's bookings, with derived payment status and payments;
// parsed with the route's answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from '@/features/auth';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const userReservationsQueryOptions = () =>
  queryOptions({
    queryKey: keys.guest.reservations,
    queryFn: fetchParsed((s) => s.reservationSchema.array()),
  });

/** Asked only while someone is signed in: a view still mounted as the guest signs out must not fetch it. */
export const useUserReservations = () => {
  const { isAuthenticated } = useUser();
  return useQuery({ ...userReservationsQueryOptions(), enabled: isAuthenticated });
};

// GET /api/receptionist/reservations: every reservation with guest, room, payments and history (spec
// section 7). No retry; every change at the desk invalidates it and the figures built on it.

import type { ReservationDto } from '@domain/api-types';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const STAFF_RESERVATIONS_KEY = ['/api/receptionist/reservations'] as const;

export const staffReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: STAFF_RESERVATIONS_KEY, retry: false });

export const useStaffReservations = () => useQuery(staffReservationsQueryOptions());

/**
 * After any change at the desk: the reservations, the stats, the payments to verify, the report and the
 * rooms' availability (a booking, a cancellation or an extension changes which nights are free).
 */
export const invalidateFrontDesk = (queryClient: QueryClient) =>
  Promise.all(
    [
      STAFF_RESERVATIONS_KEY,
      ['/api/receptionist/stats'],
      ['/api/receptionist/payments'],
      ['/api/financial-report'],
      ['/api/admin/stats'],
      ['/api/rooms'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

// GET /api/receptionist/reservations: every reservation with guest, room, payments and history (spec
// section 7). No retry; every change at the desk invalidates it and the figures built on it.

import type { ReservationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const staffReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: keys.desk.reservations, retry: false });

export const useStaffReservations = () => useQuery(staffReservationsQueryOptions());

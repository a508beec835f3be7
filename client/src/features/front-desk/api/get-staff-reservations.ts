// GET /api/receptionist/reservations: every reservation with guest, room, payments and history (spec
// section 7), parsed with the route's answer schema. No retry; every change at the desk invalidates it
// and the figures built on it.

import { reservationSchema } from '@domain/api/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const staffReservationsQueryOptions = () =>
  queryOptions({
    queryKey: keys.desk.reservations,
    queryFn: fetchParsed(z.array(reservationSchema)),
    retry: false,
  });

export const useStaffReservations = () => useQuery(staffReservationsQueryOptions());

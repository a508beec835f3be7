// GET /api/receptionist/reservations: every reservation with guest, room, payments and history (spec
// section 7). No retry; every change at the desk invalidates it and the figures built on it.

import type { ReservationDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin';
import { reportKeys } from '@/features/reports';
import { roomKeys } from '@/features/rooms';
import { frontDeskKeys } from './keys';

export const staffReservationsQueryOptions = () =>
  queryOptions<ReservationDto[]>({ queryKey: frontDeskKeys.reservations, retry: false });

export const useStaffReservations = () => useQuery(staffReservationsQueryOptions());

/**
 * After any change at the desk: the reservations, the payments to verify, the report, the admin stats and
 * the rooms' availability (a booking, a cancellation or an extension changes which nights are free).
 */
export const deskChangeKeys = [
  frontDeskKeys.reservations,
  frontDeskKeys.paymentsToVerify,
  reportKeys.financial,
  adminKeys.stats,
  roomKeys.all,
];

// PATCH /api/receptionist/reservations/{id}/confirm | checkin | checkout | cancel (bodyless; spec section 7).
// Answers the updated reservation; confirm also emails the guest.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/query-client';
import { deskChangeKeys } from './get-staff-reservations';

export type StatusMove = 'confirm' | 'checkin' | 'checkout' | 'cancel';

export const changeReservationStatus = ({ id, move }: { id: string; move: StatusMove }) =>
  apiRequest<ReservationDto>('PATCH', `/api/receptionist/reservations/${encodeURIComponent(id)}/${move}`);

export const useChangeReservationStatus = () =>
  useRefreshingMutation(changeReservationStatus, deskChangeKeys, { evenOnError: true });

// PATCH /api/receptionist/reservations/{id}/confirm | checkin | checkout | cancel | no-show (spec section 7).
// Answers the updated reservation; confirm also emails the guest. Confirm takes { overrideReason } when the
// 30% down payment is not verified; checkout takes { leaveUnpaid: true } when the guest still owes money.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type StatusMove = 'confirm' | 'checkin' | 'checkout' | 'cancel' | 'no_show';

export type StatusMoveBody = { overrideReason?: string } | { leaveUnpaid?: boolean };

const PATHS: Record<StatusMove, string> = {
  confirm: 'confirm',
  checkin: 'checkin',
  checkout: 'checkout',
  cancel: 'cancel',
  no_show: 'no-show',
};

export const changeReservationStatus = ({
  id,
  move,
  body,
}: {
  id: string;
  move: StatusMove;
  body?: StatusMoveBody;
}) =>
  apiRequest<ReservationDto>(
    'PATCH',
    `/api/receptionist/reservations/${encodeURIComponent(id)}/${PATHS[move]}`,
    body,
  );

export const useChangeReservationStatus = () =>
  useRefreshingMutation(changeReservationStatus, deskChangeKeys, { evenOnError: true });

// PATCH /api/receptionist/reservations/{id}/extend {newCheckout, longStayReason?}: a later checkout for a checked-in
// guest; the server adds the extra nights at the room's price.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** `longStayReason`: staff's override for a stay past MAX_STAY_NIGHTS (blank: none). */
export const extendStay = ({
  id,
  newCheckout,
  longStayReason = '',
}: {
  id: string;
  newCheckout: string;
  longStayReason?: string;
}) =>
  apiRequest<ReservationDto>('PATCH', `/api/receptionist/reservations/${encodeURIComponent(id)}/extend`, {
    newCheckout,
    ...(longStayReason ? { longStayReason } : {}),
  });

export const useExtendStay = () => useRefreshingMutation(extendStay, deskChangeKeys, { evenOnError: true });

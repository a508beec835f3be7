// PATCH /api/receptionist/reservations/{id}/extend-hold {reason}: keep an unverified online booking's
// nights past its "verify by" time; the reason is kept in the history with who and when.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const extendHold = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest<ReservationDto>(
    'PATCH',
    `/api/receptionist/reservations/${encodeURIComponent(id)}/extend-hold`,
    {
      reason,
    },
  );

export const useExtendHold = () => useRefreshingMutation(extendHold, deskChangeKeys, { evenOnError: true });

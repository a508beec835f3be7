// POST /api/receptionist/day-visits/walk-in: passes sold at the gate for today, paid in full, checked in
// at once. An Idempotency-Key header makes a retry after a lost answer return the same visit instead of
// selling a second one.

import type { ReservationDto } from '@domain/api-types';
import type { GateWalkIn } from '@domain/schemas/gate';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const postGatePass = ({ sale, idempotencyKey }: { sale: GateWalkIn; idempotencyKey: string }) =>
  apiRequest<ReservationDto>('POST', '/api/receptionist/day-visits/walk-in', sale, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useSellGatePass = () => useRefreshingMutation(postGatePass, deskChangeKeys);

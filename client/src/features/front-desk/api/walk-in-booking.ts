// POST /api/receptionist/book-for-customer (the walk-in booking payload of spec section 3): step 2 of the
// walk-in dialog. An Idempotency-Key header makes a retry after a lost answer return the same booking
// instead of making a second one.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import type { WalkInBookingPayload } from '../lib/walk-in-form';

export const postWalkInBooking = ({
  payload,
  idempotencyKey,
}: {
  payload: WalkInBookingPayload;
  idempotencyKey: string;
}) =>
  apiRequest<ReservationDto>('POST', '/api/receptionist/book-for-customer', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useWalkInBooking = () => useRefreshingMutation(postWalkInBooking, deskChangeKeys);

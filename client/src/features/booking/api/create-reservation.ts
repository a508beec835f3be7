// POST /api/reservations: a signed-in guest books a room. The body carries an idempotency key, so a
// double click or a retry never makes a second reservation; a 409 means the dates were just taken.

import type { ReservationDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import type { CreateReservationPayload } from '../lib/booking-form';

export const createReservation = (payload: CreateReservationPayload) =>
  apiRequest<ReservationDto>('POST', '/api/reservations', payload);

// the booking page sends a signed-out guest to /login and back to this booking itself
export const useCreateReservation = () =>
  useRefreshingMutation(createReservation, guestMoneyKeys, { meta: MANUAL_SESSION_ERRORS });

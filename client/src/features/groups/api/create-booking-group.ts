// POST /api/booking-groups: a signed-in guest books the cart's rooms together. The body carries an
// idempotency key (a double click or a retry gets the group already made); a 409 names a room just taken.
import type { BookingGroupDto } from '@domain/api-types';
import type { CreateBookingGroupInput } from '@domain/schemas/booking-groups';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const createBookingGroup = (payload: CreateBookingGroupInput) =>
  apiRequest<BookingGroupDto>('POST', '/api/booking-groups', payload);

export const useCreateBookingGroup = () =>
  useRefreshingMutation(createBookingGroup, guestMoneyKeys, { meta: MANUAL_SESSION_ERRORS });

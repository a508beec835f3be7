// POST /api/day-visits/bookings: a signed-in guest books a day at the beach, paid like a room (the 30%
// down payment and its reference). The body carries an idempotency key, so a double click or a retry
// never makes a second booking; a 409 means the cottage was just taken or the day filled up.

import type { ReservationDto } from '@domain/api-types';
import type { CreateDayVisitInput } from '@domain/schemas/day-visits';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { guestMoneyKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const bookDayVisit = (payload: CreateDayVisitInput) =>
  apiRequest<ReservationDto>('POST', '/api/day-visits/bookings', payload);

// the page sends a signed-out guest to /login and back itself; a refused booking (cottage taken, day
// full) reads the day again too, so the page shows what is left
export const useBookDayVisit = () =>
  useRefreshingMutation(bookDayVisit, [...guestMoneyKeys, keys.dayVisits.all], {
    meta: MANUAL_SESSION_ERRORS,
    evenOnError: true,
  });

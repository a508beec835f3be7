// POST /api/day-visits/bookings: a signed-in guest books a day at the beach, paid like a room (the 30%
// down payment and its reference). The body carries an idempotency key, so a double click or a retry
// never makes a second booking; a 409 means the cottage was just taken or the day filled up.

import type { ReservationDto } from '@domain/api-types';
import type { CreateDayVisitInput } from '@domain/schemas/day-visits';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { guestMoneyKeys, keys } from '@/lib/query-keys';
import { refreshQueries, useRefreshingMutation } from '@/lib/refreshing-mutation';

export const bookDayVisit = (payload: CreateDayVisitInput) =>
  apiRequest<ReservationDto>('POST', '/api/day-visits/bookings', payload);

// the page sends a signed-out guest to /login and back itself, and reads the day again itself after a
// refusal (cottage taken, day full) and when the guest starts over: read right after the booking, the
// party's quote would ask for the cottage the booking now holds
export const useBookDayVisit = () =>
  useRefreshingMutation(bookDayVisit, guestMoneyKeys, { meta: MANUAL_SESSION_ERRORS });

/** Reads every day's offer again (what is left after a refused or a made booking). */
export const useRefreshDays = () => {
  const client = useQueryClient();
  return () => refreshQueries(client, [keys.dayVisits.all]);
};

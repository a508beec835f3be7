// GET /api/reservations/:id/receipt: the signed-in guest's itemised receipt of one of their bookings
// (404 for a booking that is not theirs, as if it did not exist), parsed with the route's answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const receiptQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: keys.guest.receipt(reservationId),
    queryFn: fetchParsed((s) => s.receiptSchema),
  });

export const useReceipt = (reservationId: string) => useQuery(receiptQueryOptions(reservationId));

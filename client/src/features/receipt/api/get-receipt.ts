// GET /api/reservations/:id/receipt: the signed-in guest's itemised receipt of one of their bookings
// (404 for a booking that is not theirs, as if it did not exist), parsed with the route's answer schema.
// The schema (and zod) load with the first receipt read, so the guest pages that link to a receipt
// carry no zod.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const receiptQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: keys.guest.receipt(reservationId),
    queryFn: async (context) => {
      const { receiptSchema } = await import('@domain/api/reservations');
      return fetchParsed(receiptSchema)(context);
    },
  });

export const useReceipt = (reservationId: string) => useQuery(receiptQueryOptions(reservationId));

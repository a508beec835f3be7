// GET /api/reservations/:id/receipt: the signed-in guest's itemised receipt of one of their bookings
// (404 for a booking that is not theirs, as if it did not exist).

import type { ReceiptDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptKeys } from './keys';

export const receiptQueryOptions = (reservationId: string) =>
  queryOptions<ReceiptDto>({ queryKey: receiptKeys.one(reservationId) });

export const useReceipt = (reservationId: string) => useQuery(receiptQueryOptions(reservationId));

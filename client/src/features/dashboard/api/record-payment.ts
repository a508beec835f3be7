// POST /api/payments {reservationId, amount (number), paymentMethod, transactionId}: a guest records a
// payment; it waits for the front desk to verify it.

import type { PaymentDto } from '@domain/api-types';
import type { RecordPaymentInput } from '@domain/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshQueries } from '@/lib/query-client';
import { guestMoneyKeys } from './keys';

export const recordPayment = (payload: RecordPaymentInput) =>
  apiRequest<PaymentDto>('POST', '/api/payments', payload);

export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => refreshQueries(queryClient, guestMoneyKeys),
  });
};

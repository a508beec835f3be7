// POST /api/payments {reservationId, amount (number), paymentMethod, transactionId}: a guest records a
// payment; it waits for the front desk to verify it.

import type { PaymentDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { guestKeys } from './keys';

export type RecordPaymentPayload = {
  reservationId: string;
  amount: number;
  paymentMethod: string;
  transactionId: string;
};

export const recordPayment = (payload: RecordPaymentPayload) =>
  apiRequest<PaymentDto>('POST', '/api/payments', payload);

export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: guestKeys.reservations }),
        queryClient.invalidateQueries({ queryKey: guestKeys.payments }),
      ]);
    },
  });
};

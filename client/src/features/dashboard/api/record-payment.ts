// POST /api/payments {reservationId, amount (number), paymentMethod, transactionId}: a guest records a
// payment; it waits for the front desk to verify it.

import type { PaymentDto } from '@domain/api-types';
import type { RecordPaymentInput } from '@domain/schemas/booking';
import { apiRequest } from '@/lib/api';
import { guestMoneyKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const recordPayment = (payload: RecordPaymentInput) =>
  apiRequest<PaymentDto>('POST', '/api/payments', payload);

export const useRecordPayment = () => useRefreshingMutation(recordPayment, guestMoneyKeys);

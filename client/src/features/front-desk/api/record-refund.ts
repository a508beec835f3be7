// POST /api/receptionist/reservations/{id}/refunds {amount, paymentMethod, transactionId, reason}: money
// paid back to the guest, counted against what was paid (400 when above it).

import type { StaffPaymentDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type RefundPayload = {
  reservationId: string;
  /** Pesos as a decimal string: "4500.00". */
  amount: string;
  paymentMethod: string;
  transactionId: string;
  reason: string;
};

export const recordRefund = ({ reservationId, ...body }: RefundPayload) =>
  apiRequest<StaffPaymentDto>(
    'POST',
    `/api/receptionist/reservations/${encodeURIComponent(reservationId)}/refunds`,
    body,
  );

export const useRecordRefund = () =>
  useRefreshingMutation(recordRefund, deskChangeKeys, { evenOnError: true });

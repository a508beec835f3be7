// POST /api/receptionist/payments {reservationId, amount, paymentMethod, transactionId}: money received at
// the desk (cash, card, GCash, ...), counted as paid at once, up to the balance.

import type { StaffPaymentDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type DeskPaymentPayload = {
  reservationId: string;
  /** Pesos as a decimal string: "4500.00". */
  amount: string;
  paymentMethod: string;
  transactionId: string;
};

export const recordDeskPayment = (payload: DeskPaymentPayload) =>
  apiRequest<StaffPaymentDto>('POST', '/api/receptionist/payments', payload);

export const useRecordDeskPayment = () =>
  useRefreshingMutation(recordDeskPayment, deskChangeKeys, { evenOnError: true });

// PATCH /api/receptionist/payments/{id} {status: 'success' | 'rejected'}: the desk checked the reference
// number against the GCash or bank record. A verified payment counts as paid.

import type { StaffPaymentDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/query-client';
import { deskChangeKeys } from './get-staff-reservations';

export type PaymentVerdict = 'success' | 'rejected';

export const verifyPayment = ({ id, status }: { id: string; status: PaymentVerdict }) =>
  apiRequest<StaffPaymentDto>('PATCH', `/api/receptionist/payments/${encodeURIComponent(id)}`, { status });

export const useVerifyPayment = () =>
  useRefreshingMutation(verifyPayment, deskChangeKeys, { evenOnError: true });

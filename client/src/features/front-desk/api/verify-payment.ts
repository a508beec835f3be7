// PATCH /api/receptionist/payments/{id} {status: 'success' | 'rejected'}: the desk checked the reference
// number against the GCash or bank record. A verified payment counts as paid.

import type { StaffPaymentDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFrontDesk } from './get-staff-reservations';

export type PaymentVerdict = 'success' | 'rejected';

export const verifyPayment = ({ id, status }: { id: string; status: PaymentVerdict }) =>
  apiRequest<StaffPaymentDto>('PATCH', `/api/receptionist/payments/${encodeURIComponent(id)}`, { status });

export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyPayment, onSettled: () => invalidateFrontDesk(queryClient) });
};

// PATCH /api/receptionist/payments/{id} {status: 'success' | 'rejected', reason?}: the desk checked the
// reference number against the GCash or bank record. A verified payment counts as paid; a rejection's
// reason is told to the guest.

import type { StaffPaymentDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type PaymentVerdict = 'success' | 'rejected';

export const verifyPayment = ({
  id,
  status,
  reason,
}: {
  id: string;
  status: PaymentVerdict;
  reason?: string;
}) =>
  apiRequest<StaffPaymentDto>(
    'PATCH',
    `/api/receptionist/payments/${encodeURIComponent(id)}`,
    reason ? { status, reason } : { status },
  );

export const useVerifyPayment = () =>
  useRefreshingMutation(verifyPayment, deskChangeKeys, { evenOnError: true });

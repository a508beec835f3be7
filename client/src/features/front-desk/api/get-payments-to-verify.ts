// GET /api/receptionist/payments: payments awaiting verification (down payments of bookings and payments
// guests recorded), oldest first, each with its booking's reference code, room and guest.

import type { StaffPaymentDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PAYMENTS_TO_VERIFY_KEY = ['/api/receptionist/payments'] as const;

export const paymentsToVerifyQueryOptions = () =>
  queryOptions<StaffPaymentDto[]>({ queryKey: PAYMENTS_TO_VERIFY_KEY, retry: false });

export const usePaymentsToVerify = () => useQuery(paymentsToVerifyQueryOptions());

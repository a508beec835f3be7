// GET /api/receptionist/payments: payments awaiting verification (down payments of bookings and payments
// guests recorded), oldest first, each with its booking's reference code, room and guest.

import type { StaffPaymentDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const paymentsToVerifyQueryOptions = () =>
  queryOptions<StaffPaymentDto[]>({ queryKey: keys.desk.paymentsToVerify, retry: false });

export const usePaymentsToVerify = () => useQuery(paymentsToVerifyQueryOptions());

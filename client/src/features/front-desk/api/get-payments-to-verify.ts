// GET /api/receptionist/payments: payments awaiting verification (down payments of bookings and payments
// guests recorded), oldest first, each with its booking's reference code, room and guest.

import type { StaffPaymentDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { frontDeskKeys } from './keys';

export const paymentsToVerifyQueryOptions = () =>
  queryOptions<StaffPaymentDto[]>({ queryKey: frontDeskKeys.paymentsToVerify, retry: false });

export const usePaymentsToVerify = () => useQuery(paymentsToVerifyQueryOptions());

// GET /api/receptionist/payments: payments awaiting verification (down payments of bookings and payments
// guests recorded), oldest first, each with its booking's reference code, room and guest; parsed with
// the route's answer schema.

import { staffPaymentSchema } from '@domain/api/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const paymentsToVerifyQueryOptions = () =>
  queryOptions({
    queryKey: keys.desk.paymentsToVerify,
    queryFn: fetchParsed(z.array(staffPaymentSchema)),
    retry: false,
  });

export const usePaymentsToVerify = () => useQuery(paymentsToVerifyQueryOptions());

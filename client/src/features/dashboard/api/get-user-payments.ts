// GET /api/user/payments: every payment the guest made or recorded, newest first, with its booking;
// parsed with the route's answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const userPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: keys.guest.payments,
    queryFn: fetchParsed((s) => s.paymentSchema.array()),
  });

export const useUserPayments = () => useQuery(userPaymentsQueryOptions());

// GET /api/user/payments: every payment the guest made or recorded, newest first, with its booking.

import type { PaymentDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const userPaymentsQueryOptions = () => queryOptions<PaymentDto[]>({ queryKey: keys.guest.payments });

export const useUserPayments = () => useQuery(userPaymentsQueryOptions());

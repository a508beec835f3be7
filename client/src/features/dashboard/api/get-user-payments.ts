// GET /api/user/payments: every payment the guest made or recorded, newest first, with its booking.

import type { PaymentDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const USER_PAYMENTS_KEY = ['/api/user/payments'] as const;

export const userPaymentsQueryOptions = () => queryOptions<PaymentDto[]>({ queryKey: USER_PAYMENTS_KEY });

export const useUserPayments = () => useQuery(userPaymentsQueryOptions());

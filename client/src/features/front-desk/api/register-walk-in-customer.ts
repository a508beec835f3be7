// POST /api/receptionist/walk-in-customer {firstName, lastName, email}: step 1 of the walk-in dialog.
// A new guest gets an account (201); a returning customer with that email is reused (200).

import type { WalkInCustomerDto } from '@domain/api-types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export type WalkInCustomerPayload = { firstName: string; lastName: string; email: string };

export const registerWalkInCustomer = (payload: WalkInCustomerPayload) =>
  apiRequest<WalkInCustomerDto>('POST', '/api/receptionist/walk-in-customer', payload);

export const useRegisterWalkInCustomer = () => useMutation({ mutationFn: registerWalkInCustomer });

// POST /api/receptionist/book-for-customer (the walk-in booking payload of spec section 3): step 2 of the
// walk-in dialog. An Idempotency-Key header makes a retry after a lost answer return the same booking
// instead of making a second one.

import type { ReservationDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import type { BookForCustomerPayload } from '../lib/walk-in-form';
import { invalidateFrontDesk } from './get-staff-reservations';

export const bookForCustomer = async ({
  payload,
  idempotencyKey,
}: {
  payload: BookForCustomerPayload;
  idempotencyKey: string;
}): Promise<ReservationDto> => {
  const response = await fetch('/api/receptionist/book-for-customer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(payload),
    credentials: 'include',
  });
  if (response.ok) return (await response.json()) as ReservationDto;
  // the same error as every other call: '{status}: {body text or status text}'
  const text = await response.text();
  let body: ApiError['body'] = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  throw new ApiError(response.status, body, text, response.statusText);
};

export const useBookForCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookForCustomer,
    onSuccess: () => invalidateFrontDesk(queryClient),
  });
};

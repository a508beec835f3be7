// PATCH /api/reservations/{id} {status: 'cancelled'}: a guest cancels a pending or confirmed booking.

import type { ReservationDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { USER_PAYMENTS_KEY } from './get-user-payments';
import { USER_RESERVATIONS_KEY } from './get-user-reservations';

export const cancelReservation = (reservationId: string) =>
  apiRequest<ReservationDto>('PATCH', `/api/reservations/${encodeURIComponent(reservationId)}`, {
    status: 'cancelled',
  });

export const useCancelReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_RESERVATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_PAYMENTS_KEY }),
      ]);
    },
  });
};

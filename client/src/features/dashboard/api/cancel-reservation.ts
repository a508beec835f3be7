// PATCH /api/reservations/{id} {status: 'cancelled'}: a guest cancels a pending or confirmed booking.

import type { ReservationDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { showActionError } from '@/lib/notify';
import { guestMoneyKeys } from '@/lib/query-keys';
import { refreshQueries } from '@/lib/refreshing-mutation';

export const cancelReservation = (reservationId: string) =>
  apiRequest<ReservationDto>('PATCH', `/api/reservations/${encodeURIComponent(reservationId)}`, {
    status: 'cancelled',
  });

// The toasts live here, not in the card's mutate() callbacks: a cancelled booking moves to another list,
// its card unmounts, and TanStack Query drops per-call callbacks of unmounted components.
export const useCancelReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onError: (error) => showActionError(error, 'Failed to cancel reservation'),
    onSuccess: async () => {
      toast({
        title: 'Reservation Cancelled',
        description: 'Reservation cancelled successfully',
        variant: 'success',
      });
      await refreshQueries(queryClient, guestMoneyKeys);
    },
  });
};

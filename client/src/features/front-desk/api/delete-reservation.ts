// DELETE /api/receptionist/reservations/{id}: only cancelled or completed reservations (204).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFrontDesk } from './get-staff-reservations';

export const deleteReservation = (id: string) =>
  apiRequest<void>('DELETE', `/api/receptionist/reservations/${encodeURIComponent(id)}`);

export const useDeleteReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReservation, onSettled: () => invalidateFrontDesk(queryClient) });
};

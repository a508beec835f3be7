// DELETE /api/receptionist/reservations/{id}: only cancelled or completed reservations (204).

import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/query-client';
import { deskChangeKeys } from '@/lib/query-keys';

export const deleteReservation = (id: string) =>
  apiRequest<void>('DELETE', `/api/receptionist/reservations/${encodeURIComponent(id)}`);

export const useDeleteReservation = () =>
  useRefreshingMutation(deleteReservation, deskChangeKeys, { evenOnError: true });

// DELETE /api/receptionist/reservations/{id}: only cancelled or completed reservations (204).

import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const deleteReservation = (id: string) =>
  apiRequest<void>('DELETE', `/api/receptionist/reservations/${encodeURIComponent(id)}`);

export const useDeleteReservation = () =>
  useRefreshingMutation(deleteReservation, deskChangeKeys, { evenOnError: true });

// DELETE /api/admin/rooms/{id}. A room with reservations is refused by the server (409).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateRooms } from './get-admin-rooms';

export const deleteRoom = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/rooms/${encodeURIComponent(id)}`);

export const useDeleteRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidateRooms(queryClient) });
};

// DELETE /api/admin/rooms/{id}. A room with reservations is refused by the server (409).

import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { roomChangeKeys } from './get-admin-rooms';

export const deleteRoom = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/rooms/${encodeURIComponent(id)}`);

export const useDeleteRoom = () => useRefreshingMutation(deleteRoom, roomChangeKeys);

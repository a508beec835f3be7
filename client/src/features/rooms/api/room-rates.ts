// POST /api/admin/rooms/{id}/rates (add a seasonal rate) and DELETE /api/admin/rooms/{id}/rates/{rateId}.

import type { RateDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { roomChangeKeys } from './get-admin-rooms';

export type RateInput = Omit<RateDto, 'id'>;

const ratesUrl = (roomId: string) => `/api/admin/rooms/${encodeURIComponent(roomId)}/rates`;

export const addRoomRate = ({ roomId, ...rate }: RateInput & { roomId: string }) =>
  apiRequest<RateDto>('POST', ratesUrl(roomId), rate);

export const deleteRoomRate = ({ roomId, rateId }: { roomId: string; rateId: string }) =>
  apiRequest<void>('DELETE', `${ratesUrl(roomId)}/${encodeURIComponent(rateId)}`);

export const useAddRoomRate = () => useRefreshingMutation(addRoomRate, roomChangeKeys);

export const useDeleteRoomRate = () => useRefreshingMutation(deleteRoomRate, roomChangeKeys);

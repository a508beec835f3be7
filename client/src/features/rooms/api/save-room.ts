// POST /api/admin/rooms (create) and PATCH /api/admin/rooms/{id} (update) with the room form's payload.

import type { RoomDto } from '@domain/api-types';
import type { RoomStatus } from '@domain/constants';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { roomChangeKeys } from './get-admin-rooms';

export type RoomPayload = {
  name: string;
  description: string;
  basePrice: string;
  maxAdults: number;
  maxKids: number;
  maxOccupancy: number;
  baseOccupancy: number;
  extraAdultCharge: string;
  extraChildCharge: string;
  amenities: string[];
  status: RoomStatus;
  imagePath: string;
  images: string[];
};

export const createRoom = (payload: RoomPayload) => apiRequest<RoomDto>('POST', '/api/admin/rooms', payload);

export const updateRoom = ({ id, ...payload }: RoomPayload & { id: string }) =>
  apiRequest<RoomDto>('PATCH', `/api/admin/rooms/${encodeURIComponent(id)}`, payload);

const saveRoom = (input: RoomPayload & { id?: string }) =>
  input.id ? updateRoom({ ...input, id: input.id }) : createRoom(input);

// the room dialog handles a 401 itself (its photo uploads are not mutations)
export const useSaveRoom = () =>
  useRefreshingMutation(saveRoom, roomChangeKeys, { meta: MANUAL_SESSION_ERRORS });

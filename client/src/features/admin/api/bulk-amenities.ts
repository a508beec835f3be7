// POST /api/admin/rooms/bulk-amenities: add, remove or replace one amenity in every room; answers {count}.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateRooms } from './get-admin-rooms';

export type BulkAmenityAction = 'add' | 'remove' | 'replace';
export type BulkAmenitiesInput = { action: BulkAmenityAction; oldAmenity: string; newAmenity: string };

export const bulkEditAmenities = (input: BulkAmenitiesInput) =>
  apiRequest<{ count: number }>('POST', '/api/admin/rooms/bulk-amenities', input);

export const useBulkAmenities = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkEditAmenities, onSuccess: () => invalidateRooms(queryClient) });
};

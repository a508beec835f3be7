// POST /api/admin/rooms/bulk-amenities: add, remove or replace one amenity in every room; answers {count}.

import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { roomChangeKeys } from './get-admin-rooms';

export type BulkAmenityAction = 'add' | 'remove' | 'replace';
export type BulkAmenitiesInput = { action: BulkAmenityAction; oldAmenity: string; newAmenity: string };

export const bulkEditAmenities = (input: BulkAmenitiesInput) =>
  apiRequest<{ count: number }>('POST', '/api/admin/rooms/bulk-amenities', input);

export const useBulkAmenities = () => useRefreshingMutation(bulkEditAmenities, roomChangeKeys);

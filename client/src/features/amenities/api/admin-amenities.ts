// The amenities management calls (spec section 7): GET /api/admin/amenities, POST, PUT and DELETE
// /api/admin/amenities/{id}. Every change refreshes the admin list and the public /api/amenities.
// Spec section 8 does not apply the 401 redirect to these changes: the dialogs report failures themselves.

import { amenitySchema } from '@domain/api/site';
import type { AmenityDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const adminAmenitiesQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.amenities, queryFn: fetchParsed(z.array(amenitySchema)) });

export const useAdminAmenities = () => useQuery(adminAmenitiesQueryOptions());

export type AmenityInput = {
  name: string;
  description: string;
  displayOrder: number;
  imagePath: string | null;
  icon?: string;
};

export const createAmenity = (input: AmenityInput) =>
  apiRequest<AmenityDto>('POST', '/api/admin/amenities', input);

export const updateAmenity = ({ id, input }: { id: string; input: AmenityInput }) =>
  apiRequest<AmenityDto>('PUT', `/api/admin/amenities/${id}`, input);

export const deleteAmenity = (id: string) => apiRequest<void>('DELETE', `/api/admin/amenities/${id}`);

const changeKeys = [keys.admin.amenities, keys.amenities.public];
const options = { meta: MANUAL_SESSION_ERRORS };

export const useCreateAmenity = () => useRefreshingMutation(createAmenity, changeKeys, options);
export const useUpdateAmenity = () => useRefreshingMutation(updateAmenity, changeKeys, options);
export const useDeleteAmenity = () => useRefreshingMutation(deleteAmenity, changeKeys, options);

/** The display order a new amenity gets: one after the last. */
export const nextDisplayOrder = (amenities: readonly Pick<AmenityDto, 'displayOrder'>[]): number =>
  amenities.length ? Math.max(...amenities.map((a) => a.displayOrder)) + 1 : 0;

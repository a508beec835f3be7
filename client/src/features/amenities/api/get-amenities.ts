// GET /api/amenities: the resort's facilities in display order (public).

import type { AmenityDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { amenityKeys } from './keys';

export const amenitiesQueryOptions = () => queryOptions<AmenityDto[]>({ queryKey: amenityKeys.public });

export const useAmenities = () => useQuery(amenitiesQueryOptions());

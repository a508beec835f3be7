// GET /api/amenities: the resort's facilities in display order (public).

import type { AmenityDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const amenitiesQueryOptions = () => queryOptions<AmenityDto[]>({ queryKey: ['/api/amenities'] });

export const useAmenities = () => useQuery(amenitiesQueryOptions());

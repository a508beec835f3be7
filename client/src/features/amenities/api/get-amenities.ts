// GET /api/amenities: the resort's facilities in display order (public).

import type { AmenityDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const amenitiesQueryOptions = () => queryOptions<AmenityDto[]>({ queryKey: keys.amenities.public });

export const useAmenities = () => useQuery(amenitiesQueryOptions());

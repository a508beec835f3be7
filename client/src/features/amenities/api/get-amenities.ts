// GET /api/amenities: the resort's facilities in display order (public), parsed with the route's answer
// schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const amenitiesQueryOptions = () =>
  queryOptions({
    queryKey: keys.amenities.public,
    queryFn: fetchParsed((s) => s.amenitySchema.array()),
  });

export const useAmenities = () => useQuery(amenitiesQueryOptions());

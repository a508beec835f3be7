// GET /api/reviews: the public (approved) guest reviews shown on the landing page, parsed with the route's
// answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const publicReviewsQueryOptions = () =>
  queryOptions({
    queryKey: keys.reviews.public,
    queryFn: fetchParsed((s) => s.publicReviewSchema.array()),
  });

export const usePublicReviews = () => useQuery(publicReviewsQueryOptions());

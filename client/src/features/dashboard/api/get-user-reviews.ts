// GET /api/user/reviews: the guest's own reviews, approved or waiting for approval; parsed with the
// route's answer schema.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const userReviewsQueryOptions = () =>
  queryOptions({
    queryKey: keys.guest.reviews,
    queryFn: fetchParsed((s) => s.reviewSchema.array()),
  });

export const useUserReviews = () => useQuery(userReviewsQueryOptions());

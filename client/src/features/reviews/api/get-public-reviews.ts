// GET /api/reviews: the public (approved) guest reviews shown on the landing page.

import type { PublicReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const publicReviewsQueryOptions = () =>
  queryOptions<PublicReviewDto[]>({ queryKey: keys.reviews.public });

export const usePublicReviews = () => useQuery(publicReviewsQueryOptions());

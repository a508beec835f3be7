// GET /api/reviews: the public (approved) guest reviews shown on the landing page.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const publicReviewsQueryOptions = () => queryOptions<ReviewDto[]>({ queryKey: ['/api/reviews'] });

export const usePublicReviews = () => useQuery(publicReviewsQueryOptions());

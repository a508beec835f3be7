// GET /api/reviews: the public (approved) guest reviews shown on the landing page.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

export const publicReviewsQueryOptions = () => queryOptions<ReviewDto[]>({ queryKey: reviewKeys.public });

export const usePublicReviews = () => useQuery(publicReviewsQueryOptions());

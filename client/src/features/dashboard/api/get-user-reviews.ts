// GET /api/user/reviews: the guest's own reviews, approved or waiting for approval.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const USER_REVIEWS_KEY = ['/api/user/reviews'] as const;

export const userReviewsQueryOptions = () => queryOptions<ReviewDto[]>({ queryKey: USER_REVIEWS_KEY });

export const useUserReviews = () => useQuery(userReviewsQueryOptions());

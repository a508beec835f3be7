// GET /api/user/reviews: the guest's own reviews, approved or waiting for approval.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const userReviewsQueryOptions = () => queryOptions<ReviewDto[]>({ queryKey: keys.guest.reviews });

export const useUserReviews = () => useQuery(userReviewsQueryOptions());

// GET /api/user/reviews: the guest's own reviews, approved or waiting for approval.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestKeys } from './keys';

export const userReviewsQueryOptions = () => queryOptions<ReviewDto[]>({ queryKey: guestKeys.reviews });

export const useUserReviews = () => useQuery(userReviewsQueryOptions());

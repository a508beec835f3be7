// POST /api/reviews {reservationId, rating, comment, location}: a review of a completed stay. It shows
// on the site once staff approve it.

import type { ReviewDto } from '@domain/api-types';
import { reviewKeys } from '@/features/reviews';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/query-client';
import { guestKeys } from './keys';

export type CreateReviewPayload = {
  reservationId: string;
  rating: number;
  comment: string;
  location: string;
};

export const createReview = (payload: CreateReviewPayload) =>
  apiRequest<ReviewDto>('POST', '/api/reviews', payload);

export const useCreateReview = () =>
  useRefreshingMutation(createReview, [guestKeys.reviews, guestKeys.reservations, reviewKeys.public]);

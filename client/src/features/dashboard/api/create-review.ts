// POST /api/reviews {reservationId, rating, comment, location}: a review of a completed stay. It shows
// on the site once staff approve it.

import type { ReviewDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '@/features/reviews';
import { apiRequest } from '@/lib/api';
import { refreshQueries } from '@/lib/query-client';
import { guestKeys } from './keys';

export type CreateReviewPayload = {
  reservationId: string;
  rating: number;
  comment: string;
  location: string;
};

export const createReview = (payload: CreateReviewPayload) =>
  apiRequest<ReviewDto>('POST', '/api/reviews', payload);

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () =>
      refreshQueries(queryClient, [guestKeys.reviews, guestKeys.reservations, reviewKeys.public]),
  });
};

// POST /api/reviews {reservationId, rating, comment, location}: a review of a completed stay. It shows
// on the site once staff approve it.

import type { ReviewDto } from '@domain/api-types';
import type { createReviewSchema } from '@domain/schemas/booking';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** The review as the shared schema leaves it: a whole rating, a trimmed comment and location. */
export type CreateReviewPayload = z.output<typeof createReviewSchema>;

export const createReview = (payload: CreateReviewPayload) =>
  apiRequest<ReviewDto>('POST', '/api/reviews', payload);

export const useCreateReview = () =>
  useRefreshingMutation(createReview, [keys.guest.reviews, keys.guest.reservations, keys.reviews.public]);

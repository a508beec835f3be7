// GET /api/admin/reviews (every review) and PATCH /api/admin/reviews/{id} {approved} for moderation.
// Approving changes what the public sees, so the public reviews are refreshed too.

import { reviewSchema } from '@domain/api/site';
import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const adminReviewsQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.reviews, queryFn: fetchParsed(z.array(reviewSchema)), retry: false });

export const useAdminReviews = () => useQuery(adminReviewsQueryOptions());

export const setReviewApproved = ({ id, approved }: { id: string; approved: boolean }) =>
  apiRequest<ReviewDto>('PATCH', `/api/admin/reviews/${encodeURIComponent(id)}`, { approved });

export const useSetReviewApproved = () =>
  useRefreshingMutation(setReviewApproved, [keys.admin.reviews, keys.reviews.public, keys.admin.stats]);

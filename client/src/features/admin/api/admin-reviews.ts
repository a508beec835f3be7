// GET /api/admin/reviews (every review) and PATCH /api/admin/reviews/{id} {approved} for moderation.
// Approving changes what the public sees, so the public reviews are refreshed too.

import type { ReviewDto } from '@domain/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const ADMIN_REVIEWS_KEY = ['/api/admin/reviews'] as const;

export const adminReviewsQueryOptions = () =>
  queryOptions<ReviewDto[]>({ queryKey: ADMIN_REVIEWS_KEY, retry: false });

export const useAdminReviews = () => useQuery(adminReviewsQueryOptions());

export const setReviewApproved = ({ id, approved }: { id: string; approved: boolean }) =>
  apiRequest<ReviewDto>('PATCH', `/api/admin/reviews/${encodeURIComponent(id)}`, { approved });

export const useSetReviewApproved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewApproved,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/stats'] }),
      ]),
  });
};

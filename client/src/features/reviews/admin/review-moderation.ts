// The order and names of the reviews tab.

import type { ReviewDto } from '@domain/api-types';

/** Pending reviews first, then newest first. */
export const moderationOrder = (reviews: readonly ReviewDto[]): ReviewDto[] =>
  [...reviews].sort(
    (a, b) => Number(a.approved) - Number(b.approved) || b.createdAt.localeCompare(a.createdAt),
  );

export const reviewerName = (review: ReviewDto) =>
  review.user ? `${review.user.firstName} ${review.user.lastName}`.trim() || review.author : review.author;

// Review rows -> ReviewDto (domain/api-types.ts).
import type { PublicReviewDto, ReviewDto } from '@domain/api-types';
import type { reviews } from '../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;
type Author = { firstName: string; lastName: string; profileImageUrl: string | null };

/** "Maria S.": the first name and the last name's initial, so a public review never shows a full name. */
export const authorName = (user: { firstName: string; lastName: string }) => {
  const first = user.firstName.trim();
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Guest';
  return initial ? `${first} ${initial}.` : first;
};

/**
 * `publicView` (GET /api/reviews) reduces the last name to its initial in `user` too;
 * the guest's own list and the admin console get the full name.
 */
export const toReviewDto = (
  row: { review: ReviewRow; user: Author; roomName: string },
  options: { publicView?: boolean } = {},
): ReviewDto => {
  const { review, user } = row;
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return {
    id: review.id,
    reservationId: review.reservationId,
    reservation: { room: { name: row.roomName } },
    rating: review.rating,
    comment: review.comment,
    approved: review.approved,
    createdAt: review.createdAt.toISOString(),
    location: review.location,
    author: authorName(user),
    user: {
      firstName: user.firstName,
      lastName: options.publicView ? (initial ? `${initial}.` : '') : user.lastName,
      profileImageUrl: user.profileImageUrl,
    },
  };
};

/** GET /api/reviews: the public view, without the reservation the review belongs to. */
export const toPublicReviewDto = (row: {
  review: ReviewRow;
  user: Author;
  roomName: string;
}): PublicReviewDto => {
  const { reservationId: _private, ...review } = toReviewDto(row, { publicView: true });
  return review;
};

// Reviews: a guest reviews a completed stay once; an admin approves it before anyone else sees it.
import type { PublicReviewDto, ReviewDto } from '@domain/api-types';
import { DAY_VISIT_NOT_REVIEWED } from '@domain/day-visits';
import { isUuid } from '@domain/ids';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { findReservationSummary, RESERVATION_NOT_FOUND } from '../reservations';
import { toPublicReviewDto, toReviewDto } from './dto';
import * as repo from './repository';

export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_REVIEWED = 'You have already reviewed this stay';
export const REVIEW_NEEDS_COMPLETED_STAY = 'You can review a stay once it is completed';

/** How many approved reviews the public list returns at most (the landing page shows three). */
export const PUBLIC_REVIEWS_LIMIT = 100;

/** GET /api/reviews: approved reviews only, newest first. */
export const listPublicReviews = async (ctx: AppContext): Promise<PublicReviewDto[]> =>
  (await repo.findApprovedReviews(ctx.deps.db, PUBLIC_REVIEWS_LIMIT)).map(toPublicReviewDto);

/** GET /api/user/reviews: the caller's reviews, approved or not. */
export const listUserReviews = async (ctx: AppContext, userId: string): Promise<ReviewDto[]> =>
  (await repo.findReviewsOfUser(ctx.deps.db, userId)).map((row) => toReviewDto(row));

/** GET /api/admin/reviews: every review, newest first. */
export const listAllReviews = async (ctx: AppContext): Promise<ReviewDto[]> =>
  (await repo.findAllReviews(ctx.deps.db)).map((row) => toReviewDto(row));

const getReviewDto = async (db: Database, id: string) => {
  const row = await repo.findReviewById(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReviewDto(row);
};

/** POST /api/reviews: the owner of a completed stay, once per reservation; stored unapproved. */
export const createReview = async (
  ctx: AppContext,
  options: { userId: string; reservationId: string; rating: number; comment: string; location: string },
): Promise<ReviewDto> => {
  const { db } = ctx.deps;
  const reservation = await findReservationSummary(db, options.reservationId);
  if (!reservation || reservation.userId !== options.userId) throw notFound(RESERVATION_NOT_FOUND);
  // reviews are of rooms (a review names its room): a day visit has none
  if (reservation.kind === 'day_visit') throw conflict(DAY_VISIT_NOT_REVIEWED);
  if (reservation.status !== 'completed') throw conflict(REVIEW_NEEDS_COMPLETED_STAY);
  if (await repo.findReviewIdByReservation(db, reservation.id)) throw conflict(ALREADY_REVIEWED);
  let id: string;
  try {
    id = await repo.insertReview(db, {
      reservationId: reservation.id,
      userId: options.userId,
      rating: options.rating,
      comment: options.comment,
      location: options.location,
      approved: false,
    });
  } catch (error) {
    // two submits at once: the unique index on reservation_id lets only one through
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
  return getReviewDto(db, id);
};

/** PATCH /api/admin/reviews/{id}: approve (shown publicly) or withdraw approval. */
export const setReviewApproved = async (
  ctx: AppContext,
  options: { id: string; approved: boolean },
): Promise<ReviewDto> => {
  const { db } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(REVIEW_NOT_FOUND);
  const id = await repo.updateApproved(db, options.id, options.approved);
  if (!id) throw notFound(REVIEW_NOT_FOUND);
  return getReviewDto(db, id);
};

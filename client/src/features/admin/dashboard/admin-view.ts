// Small pure rules of the admin dashboard: bulk amenity checks, review order, the greeting.

import type { ReviewDto } from '@domain/api-types';
import { bulkAmenitiesSchema } from '@domain/schemas/admin';
import type { BulkAmenitiesInput } from '../api/bulk-amenities';

/** The spec's message when the bulk amenity form is incomplete, else null (the domain's rule). */
export const bulkAmenitiesProblem = (input: BulkAmenitiesInput): string | null =>
  bulkAmenitiesSchema.safeParse(input).error?.issues[0]?.message ?? null;

/** Pending reviews first, then newest first. */
export const moderationOrder = (reviews: readonly ReviewDto[]): ReviewDto[] =>
  [...reviews].sort(
    (a, b) => Number(a.approved) - Number(b.approved) || b.createdAt.localeCompare(a.createdAt),
  );

export const reviewerName = (review: ReviewDto) =>
  review.user ? `${review.user.firstName} ${review.user.lastName}`.trim() || review.author : review.author;

/** 'Good morning' etc. by the resort's hour. */
export const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

/** The hour of `now` in the resort's time zone (the server's RESORT_TZ: useResortClock). */
export const resortHour = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now));

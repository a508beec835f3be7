// Small pure rules of the admin dashboard: bulk amenity checks, seasonal rate form checks, review order.

import type { ReviewDto } from '@domain/api-types';
import { isIsoDate } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { bulkAmenitiesSchema } from '@domain/schemas/admin';
import type { BulkAmenitiesInput } from '../api/bulk-amenities';

/** The spec's message when the bulk amenity form is incomplete, else null (the domain's rule). */
export const bulkAmenitiesProblem = (input: BulkAmenitiesInput): string | null =>
  bulkAmenitiesSchema.safeParse(input).error?.issues[0]?.message ?? null;

export type RateFormValues = {
  rateType: string;
  price: string;
  validFrom: string;
  validTo: string;
  description: string;
};

export const emptyRateForm = (): RateFormValues => ({
  rateType: '',
  price: '',
  validFrom: '',
  validTo: '',
  description: '',
});

export const rateFormProblem = (values: RateFormValues): string | null => {
  if (!values.rateType.trim()) return 'Please enter a rate type';
  const cents = toCentavos(values.price);
  if (!Number.isFinite(cents) || cents <= 0) return 'Please enter a valid price';
  if (!isIsoDate(values.validFrom) || !isIsoDate(values.validTo))
    return 'Please select the valid from and to dates';
  if (values.validTo < values.validFrom) return 'Valid to must be on or after valid from';
  return null;
};

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

// Reviews: the guest's reviews with stars, comment, room, date and Pending Approval / Approved.

import type { ReviewDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { CircleCheck, Clock, MapPin, MessageSquareText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BADGE_TONE_TEXT, resortDay } from '../lib/booking-view';
import { EmptyState, LoadError } from './empty-state';
import { StarRating } from './stars';

export const ReviewsTab = ({
  reviews,
  isLoading,
  isError,
  onRetry,
}: {
  reviews: ReviewDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) => {
  if (isLoading)
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <span role="status" className="sr-only">
          Loading your reviews…
        </span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  if (isError) return <LoadError what="reviews" onRetry={onRetry} />;
  if (!reviews?.length)
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        text="After a completed stay, you can share your experience from My Bookings with Leave Review."
      />
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="My reviews">
      {reviews.map((review) => (
        <li key={review.id}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-sans text-base font-semibold">
                  {review.reservation?.room.name ?? 'Your stay'}
                </h3>
                <p className="text-xs text-muted-foreground">
                  {formatDay(resortDay(review.createdAt), 'long')}
                </p>
              </div>
              {review.approved ? (
                <Badge variant="success" className={BADGE_TONE_TEXT.success}>
                  <CircleCheck className="size-3" aria-hidden="true" /> Approved
                </Badge>
              ) : (
                <Badge variant="warning" className={BADGE_TONE_TEXT.warning}>
                  <Clock className="size-3" aria-hidden="true" /> Pending Approval
                </Badge>
              )}
            </div>
            <StarRating rating={review.rating} />
            <blockquote className="text-sm leading-relaxed text-foreground">“{review.comment}”</blockquote>
            {review.location ? (
              <p className="mt-auto flex items-center gap-1.5 text-xs text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden="true" /> {review.location}
              </p>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
};

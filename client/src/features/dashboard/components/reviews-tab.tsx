// Reviews: the guest's reviews with stars, comment, room, date and Pending Approval / Approved.

import type { ReviewDto } from '@domain/api-types';
import { CircleCheck, Clock, MapPin, MessageSquareText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { formatDay } from '@/lib/i18n/format-day';
import { BADGE_TONE_TEXT, resortDay } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { StarRating } from './stars';
import { TabData, type TabQuery } from './tab-data';

export const ReviewsTab = ({ query }: { query: TabQuery<ReviewDto> }) => {
  const { timeZone } = useResortClock();
  const { t } = useDashboardText();
  return (
    <TabData
      query={query}
      what="reviews"
      loading={
        <LoadingPlaceholders label={t('reviews.loading')} count={2} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-44 rounded-2xl" />
        </LoadingPlaceholders>
      }
      empty={
        <EmptyState icon={MessageSquareText} title={t('reviews.emptyTitle')} text={t('reviews.emptyText')} />
      }
    >
      {(reviews) => (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('reviews.mine')}>
          {reviews.map((review) => (
            <li key={review.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="truncate font-sans text-base font-semibold">
                      {review.reservation?.room.name ?? t('reviews.yourStay')}
                    </h3>
                    <p className="text-xs text-muted-foreground">
                      {formatDay(resortDay(review.createdAt, timeZone), 'long')}
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
                <blockquote className="text-sm leading-relaxed text-foreground">
                  “{review.comment}”
                </blockquote>
                {review.location ? (
                  <p className="mt-auto flex items-center gap-1.5 text-xs text-muted-foreground">
                    <MapPin className="size-3.5" aria-hidden="true" /> {review.location}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TabData>
  );
};

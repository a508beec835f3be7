// Reviews moderation: guests' reviews appear on the website only once approved (spec section 4). Pending
// reviews come first; Approve / Unapprove toggles the flag.

import type { ReviewDto } from '@domain/api-types';
import { Check, MessageSquareQuote, Star, Undo2 } from 'lucide-react';
import { PanelSection } from '@/components/admin/panel-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonCard } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useAdminReviews, useSetReviewApproved } from '../api/admin-reviews';
import { moderationOrder, reviewerName } from './review-moderation';

const Stars = ({ rating }: { rating: number }) => (
  <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
    {[1, 2, 3, 4, 5].map((n) => (
      <Star
        key={n}
        className={cn('size-4', n <= rating ? 'fill-coral text-coral' : 'text-border')}
        aria-hidden="true"
      />
    ))}
  </span>
);

export default function ReviewsPanel() {
  const query = useAdminReviews();
  const moderate = useSetReviewApproved();
  const { formatDateTime } = useResortClock();
  const list = moderationOrder(query.data ?? []);
  const pending = list.filter((r) => !r.approved).length;

  const toggle = async (review: ReviewDto) => {
    try {
      await moderate.mutateAsync({ id: review.id, approved: !review.approved });
      showSuccess(review.approved ? 'Review hidden from the website' : 'Review approved and now visible');
    } catch (error) {
      showActionError(error, 'Failed to update review');
    }
  };

  return (
    <PanelSection
      id="reviews-heading"
      title="Reviews"
      intro={`${query.data ? `${pending} awaiting approval. ` : ''}Approved reviews are shown on the website.`}
    >
      {query.isLoading ? (
        <LoadingPlaceholders count={2} className="grid gap-3 md:grid-cols-2">
          <SkeletonCard className="grid gap-2 p-5" bars={['h-5 w-40', 'h-16 w-full']} />
        </LoadingPlaceholders>
      ) : query.isError ? (
        <LoadFailed message="Failed to load reviews" onRetry={() => query.refetch()} />
      ) : list.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((review) => (
            <li key={review.id}>
              <Card
                className={cn(
                  'flex h-full flex-col gap-3 p-4 sm:p-5',
                  !review.approved && 'border-l-4 border-l-warning',
                )}
                data-testid="admin-review"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-sans text-base font-semibold tracking-normal">
                      {reviewerName(review)}
                    </h3>
                    <p className="text-xs text-muted-foreground">
                      {review.reservation?.room.name ?? 'Room'} · {formatDateTime(review.createdAt)}
                    </p>
                  </div>
                  <Badge variant={review.approved ? 'success' : 'warning'}>
                    {review.approved ? 'Approved' : 'Pending Approval'}
                  </Badge>
                </div>
                <Stars rating={review.rating} />
                <blockquote className="text-sm break-words text-foreground/85">“{review.comment}”</blockquote>
                <div className="mt-auto pt-1">
                  <Button
                    size="sm"
                    variant={review.approved ? 'outline' : 'default'}
                    onClick={() => toggle(review)}
                    disabled={moderate.isPending && moderate.variables?.id === review.id}
                  >
                    {review.approved ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
                    {review.approved ? 'Unapprove' : 'Approve'}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState compact titleAs="p" icon={MessageSquareQuote} title="No reviews yet" />
      )}
    </PanelSection>
  );
}

// 'Guest Reviews' (spec section 2): up to 3 reviews with stars, comment, author and location;
// placeholders while loading and sample reviews when there are none yet.

import { REVIEWS_SHOWN } from '@domain/constants';
import { Quote, Star } from 'lucide-react';
import { hydrateWhenNearMark } from '@/components/hydrate-when-near';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicReviews } from '@/features/reviews';
import { cn } from '@/lib/utils';
import { type ReviewCardData, reviewCardData, SAMPLE_REVIEWS } from '../lib/sample-reviews';
import { useHomeText } from '../messages';

const Stars = ({ rating }: { rating: number }) => (
  <div role="img" aria-label={`Rated ${rating} out of 5 stars`} className="flex gap-0.5">
    {Array.from({ length: 5 }, (_, i) => (
      <Star
        key={i}
        aria-hidden="true"
        className={cn('size-4', i < rating ? 'fill-[#f2a541] text-[#f2a541]' : 'fill-muted text-border')}
      />
    ))}
  </div>
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

const ReviewCard = ({ review }: { review: ReviewCardData }) => (
  <li className="relative flex w-full flex-col rounded-2xl border border-border/70 bg-card p-6 shadow-soft sm:p-7 md:w-[calc((100%-3rem)/3)]">
    <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-secondary" />
    <Stars rating={review.rating} />
    <blockquote className="mt-4 flex-1 text-base leading-relaxed text-foreground/85">
      <p>“{review.comment}”</p>
    </blockquote>
    <div className="mt-6 flex items-center gap-3 border-t border-border/70 pt-5">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
      >
        {initials(review.author) || 'G'}
      </span>
      <p className="min-w-0 leading-tight">
        <span className="block font-semibold text-foreground">{review.author}</span>
        {review.location ? (
          <span className="mt-0.5 block text-sm text-muted-foreground">{review.location}</span>
        ) : null}
      </p>
    </div>
  </li>
);

export const ReviewsSection = () => {
  const { data, isLoading } = usePublicReviews();
  const { t } = useHomeText();
  const real = (data ?? []).slice(0, REVIEWS_SHOWN).map(reviewCardData);
  const reviews = real.length ? real : SAMPLE_REVIEWS;

  return (
    <section
      aria-labelledby="reviews-heading"
      className="render-when-near py-16 sm:py-24"
      {...hydrateWhenNearMark('reviews')}
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-heading" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')}>
          {t('reviews.text')}
        </SectionHeading>
        {isLoading ? (
          <div className="mt-10 grid gap-6 md:grid-cols-3 lg:mt-14" aria-hidden="true">
            {Array.from({ length: REVIEWS_SHOWN }, (_, i) => (
              <div key={i} className="grid gap-4 rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-3/4" />
                <div className="flex items-center gap-3 pt-3">
                  <Skeleton className="size-11 rounded-full" />
                  <Skeleton className="h-4 w-32" />
                </div>
              </div>
            ))}
          </div>
        ) : (
          <ul className="mt-10 flex flex-wrap justify-center gap-6 lg:mt-14">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};

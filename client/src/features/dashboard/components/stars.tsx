import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dashboardText, useDashboardText } from '../messages';

const ratingWord = (rating: number) => dashboardText(`review.ratingWords.${rating}`);

/** A read-only rating: five stars, the first `rating` filled. */
export const StarRating = ({ rating, className }: { rating: number; className?: string }) => {
  const { t } = useDashboardText();
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('review.outOfFive', { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-border',
          )}
        />
      ))}
    </span>
  );
};

/**
 * The rating picker: a real radio group (arrow keys move between stars, Space picks one), drawn as
 * five stars that fill up to the chosen one.
 */
export const StarRatingInput = ({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) => {
  const { t } = useDashboardText();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-full p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              disabled={disabled}
              className="sr-only"
            />
            <span className="sr-only">{t('review.star', { count: n, word: ratingWord(n) })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                n <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-transparent text-input hover:text-amber-300',
              )}
            />
          </label>
        ))}
      </div>
      <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        {value >= 1 && value <= 5 ? ratingWord(value) : ''}
      </span>
    </div>
  );
};

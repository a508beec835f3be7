import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Card } from './card';

export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />
);

/** A card of grey bars, one per class list: the shape a card keeps while its data loads. */
export const SkeletonCard = ({ className, bars }: { className?: string; bars: readonly string[] }) => (
  <Card className={className}>
    {bars.map((bar, i) => (
      <Skeleton key={i} className={bar} />
    ))}
  </Card>
);

/**
 * A region still loading: marked busy, `label` (when given) said once to screen readers, and `count`
 * copies of the placeholder the loaded items will replace.
 */
export const LoadingPlaceholders = ({
  label,
  count,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { label?: string; count: number; children: ReactNode }) => (
  <div className={className} aria-busy="true" {...props}>
    {label ? (
      <span role="status" className="sr-only">
        {label}
      </span>
    ) : null}
    {Array.from({ length: count }, (_, i) => (
      <Fragment key={i}>{children}</Fragment>
    ))}
  </div>
);

export const Spinner = ({ className, label = 'Loading' }: { className?: string; label?: string }) => (
  <span
    role="status"
    aria-label={label}
    className={cn(
      'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
      className,
    )}
  />
);

import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Card } from './card';

export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />
);

/** Grey bars, one per class list, in one box: the lines a block of text or a row of chips will fill. */
export const SkeletonBars = ({ bars, className }: { bars: readonly string[]; className?: string }) => (
  <div className={className}>
    {bars.map((bar, i) => (
      <Skeleton key={i} className={bar} />
    ))}
  </div>
);

/** A card's row of four short facts (a booking's dates, guests, total, paid) while they load. */
export const FactSkeletons = () => (
  <SkeletonBars className="grid grid-cols-2 gap-3 sm:grid-cols-4" bars={['h-10', 'h-10', 'h-10', 'h-10']} />
);

/**
 * A card of grey bars, one per class list: the shape a card keeps while its data loads. With `image`,
 * a picture-sized bar on top (the card clips it: overflow-hidden) and the others in a `bodyClassName` box.
 */
export const SkeletonCard = ({
  className,
  image,
  bodyClassName,
  bars,
}: {
  className?: string;
  image?: string;
  bodyClassName?: string;
  bars: readonly string[];
}) => {
  const barList = bars.map((bar, i) => <Skeleton key={i} className={bar} />);
  if (!image) return <Card className={className}>{barList}</Card>;
  return (
    <Card className={className ?? 'overflow-hidden'}>
      <Skeleton className={image} />
      <div className={bodyClassName}>{barList}</div>
    </Card>
  );
};

/**
 * A region still loading: marked busy, `label` (when given) said once to screen readers, and `count`
 * copies of the placeholder the loaded items will replace (each in an `<li>` when `list`; a list takes
 * its name from aria-label rather than `label`).
 */
export const LoadingPlaceholders = ({
  label,
  count,
  list,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { label?: string; count: number; list?: boolean; children: ReactNode }) => {
  const copies = Array.from({ length: count }, (_, i) =>
    list ? <li key={i}>{children}</li> : <Fragment key={i}>{children}</Fragment>,
  );
  if (list)
    return (
      <ul {...props} aria-busy="true">
        {copies}
      </ul>
    );
  return (
    <div {...props} aria-busy="true">
      {label ? (
        <span role="status" className="sr-only">
          {label}
        </span>
      ) : null}
      {copies}
    </div>
  );
};

/** A button's icon, or a spinner named `label` in its place while the button's action runs. */
export const BusyIcon = ({ busy, icon: Icon, label }: { busy: boolean; icon: LucideIcon; label: string }) =>
  busy ? <Spinner className="size-4" label={label} /> : <Icon aria-hidden="true" />;

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

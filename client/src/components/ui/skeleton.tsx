import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />
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

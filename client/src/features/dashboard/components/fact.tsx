import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One labelled figure of a card's description list: a small grey term over its value. */
export const Fact = ({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) => (
  <div className={className}>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className={valueClassName}>{children}</dd>
  </div>
);

/** A figure in pesos among a card's money facts; `success` greens it (some of it is paid). */
export const AmountFact = ({
  label,
  success = false,
  children,
}: {
  label: string;
  success?: boolean;
  children: ReactNode;
}) => (
  <Fact label={label} valueClassName={cn('font-semibold tabular-nums', success && 'text-success')}>
    {children}
  </Fact>
);

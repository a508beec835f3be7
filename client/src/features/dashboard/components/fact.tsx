import type { ReactNode } from 'react';

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

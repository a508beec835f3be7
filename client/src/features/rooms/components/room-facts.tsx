// Small pieces the room card and the room page both show: a nightly price and an icon-led fact.

import { formatPesos } from '@domain/money';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useRoomsText } from '../messages';

/** The amount in large type with 'per night' under it. */
export const PricePerNight = ({ amount, className }: { amount: string; className?: string }) => {
  const { t } = useRoomsText();
  return (
    <p className={cn('text-right leading-tight', className)}>
      <span className="block font-display text-xl font-semibold text-primary">{formatPesos(amount)}</span>
      <span className="text-xs text-muted-foreground">{t('card.perNight')}</span>
    </p>
  );
};

/** A fact behind its icon, e.g. 'Up to 2 adults'. */
export const IconFact = ({
  icon: Icon,
  children,
  className = 'gap-2',
}: {
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) => (
  <span className={cn('inline-flex items-center', className)}>
    <Icon aria-hidden="true" className="size-4 text-primary" />
    {children}
  </span>
);

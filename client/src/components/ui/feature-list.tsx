// A grid of short features, each behind its icon: what every room has (tiles), or one room's amenities
// (check marks).

import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { IconBadge } from './icon-badge';

export type Feature = { label: string; icon: LucideIcon };

const LOOKS = {
  tiles: {
    item: 'gap-3 rounded-xl border border-border/70 bg-card px-3.5 py-3.5 text-foreground sm:px-4',
    badge: 'size-9 rounded-lg',
    icon: 'size-[1.15rem]',
  },
  checks: {
    item: 'gap-2.5 rounded-xl bg-secondary/60 px-3 py-3 sm:gap-3 sm:px-4',
    badge: 'size-6 bg-primary text-primary-foreground',
    icon: 'size-3.5',
  },
} as const;

export const FeatureList = ({
  features,
  look = 'tiles',
  className,
}: {
  features: readonly Feature[];
  look?: keyof typeof LOOKS;
  /** The grid: columns and gaps. */
  className?: string;
}) => {
  const styles = LOOKS[look];
  return (
    <ul className={className}>
      {features.map(({ label, icon }) => (
        <li key={label} className={cn('flex items-center text-sm font-medium', styles.item)}>
          <IconBadge icon={icon} className={styles.badge} iconClassName={styles.icon} />
          {label}
        </li>
      ))}
    </ul>
  );
};

// An icon set in a tinted circle or tile: the site's usual mark beside a heading, a fact, a list item or
// an empty state. The caller gives the size and, when it differs from the default circle, shape and tone.

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const IconBadge = ({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  /** Size, and shape or tone when not the default round secondary badge. */
  className?: string;
  iconClassName?: string;
}) => (
  <span
    className={cn(
      'flex shrink-0 items-center justify-center rounded-full bg-secondary text-primary',
      className,
    )}
  >
    <Icon aria-hidden="true" className={iconClassName} />
  </span>
);

/** A section's heading beside its icon badge, with an optional line under the heading. */
export const IconHeading = ({
  icon,
  title,
  text,
  id,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  id?: string;
  className?: string;
}) => (
  <div className={cn('flex items-center gap-3', className)}>
    <IconBadge icon={icon} className="size-10" iconClassName="size-5" />
    <div>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
    </div>
  </div>
);

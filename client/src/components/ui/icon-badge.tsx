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

/** An icon in a warm tile beside a title and a line of text (an activity, a way to get here); `large` for cards. */
export const IconBlurb = ({
  icon,
  title,
  text,
  large = false,
  titleAs: Title = 'p',
}: {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  large?: boolean;
  titleAs?: 'h3' | 'p';
}) => (
  <>
    <IconBadge
      icon={icon}
      className={cn('bg-accent/12 text-accent-hover', large ? 'size-12 rounded-2xl' : 'size-10 rounded-xl')}
      iconClassName={large ? 'size-6' : 'size-5'}
    />
    <div>
      <Title className={cn('font-semibold text-foreground', large && 'text-lg')}>{title}</Title>
      <p className={cn('text-sm leading-relaxed text-muted-foreground', large ? 'mt-1.5' : 'mt-0.5')}>
        {text}
      </p>
    </div>
  </>
);

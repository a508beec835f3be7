// A notice above a guest's booking form (a room's, a day visit's): an icon, its words and the one thing
// to do about it, beside them on wider screens and below them on phones.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const BANNER_TONES = {
  warning: { box: 'rounded-2xl border-warning/30 bg-warning/8 sm:p-5', icon: 'text-warning' },
  info: { box: 'rounded-2xl border-primary/15 bg-secondary/70 sm:p-5', icon: 'text-primary' },
};

/** The action's place: its own width, at the top on phones and centred beside the words from sm. */
export const BANNER_ACTION_CLASS = 'shrink-0 self-start sm:self-center';

type BannerProps = {
  tone: keyof typeof BANNER_TONES;
  icon: LucideIcon;
  /** What happened and what it means; the action beside it (on phones, below it). */
  children: ReactNode;
  action: ReactNode;
} & Pick<ComponentProps<'div'>, 'role' | 'tabIndex' | 'ref'> & { 'data-testid'?: string };

export const Banner = ({ tone, icon: Icon, children, action, ...rest }: BannerProps) => (
  <div
    {...rest}
    className={`flex flex-col gap-3 border p-4 sm:flex-row sm:items-center sm:justify-between ${BANNER_TONES[tone].box}`}
  >
    <div className="flex gap-3">
      <Icon className={`mt-0.5 size-5 shrink-0 ${BANNER_TONES[tone].icon}`} aria-hidden="true" />
      {children}
    </div>
    {action}
  </div>
);

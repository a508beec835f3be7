import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The public pages' section titles (home, amenities): a small coral eyebrow, a display heading and an optional lead. */
export const SectionHeading = ({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) => (
  <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
    <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-hover">{eyebrow}</p>
    <h2 id={id} className="mt-3 text-3xl font-semibold text-balance text-foreground sm:text-4xl">
      {title}
    </h2>
    {children ? (
      <p className="mt-4 text-base text-muted-foreground text-pretty sm:text-lg">{children}</p>
    ) : null}
  </div>
);

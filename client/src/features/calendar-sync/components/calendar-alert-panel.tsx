// The frame the two calendar alerts share on the admin dashboard and the desk's Today's Activity: the
// conflicts to resolve (red) and the calendars not syncing (amber). Each is a tinted panel with an icon
// heading and a line saying why it matters; a strip with Try again when the check itself failed; nothing
// when the list is empty.
import { AlertTriangle, CalendarSync, CalendarX2, type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pluralize } from '../lib/feed-view';

/** h2 on the admin dashboard, h3 inside the desk's Today's Activity. */
export type CalendarAlertProps = { headingLevel?: 'h2' | 'h3'; className?: string };

type Kind = 'calendar-conflicts' | 'calendar-feed-warnings';

const KINDS: Record<
  Kind,
  {
    failedClass: string;
    panelClass: string;
    textClass: string;
    icon: LucideIcon;
    failed: string;
    title: (count: number) => string;
    intro: string;
  }
> = {
  'calendar-conflicts': {
    failedClass: 'border-destructive/25 bg-destructive/6 text-destructive',
    panelClass: 'border-destructive/30 bg-destructive/6',
    textClass: 'text-destructive',
    icon: CalendarX2,
    failed: 'Could not check the travel-site calendars for conflicts.',
    title: (count) => `${pluralize(count, 'calendar conflict')} to resolve`,
    intro:
      'A travel site has sold nights that are already taken here. Until someone resolves it, two parties may arrive for one room.',
  },
  'calendar-feed-warnings': {
    failedClass: 'border-warning/30 bg-warning/8 text-[#8a3c0a]',
    panelClass: 'border-warning/35 bg-warning/8',
    textClass: 'text-[#8a3c0a]',
    icon: CalendarSync,
    failed: 'Could not check whether the travel-site calendars sync.',
    title: (count) => `${pluralize(count, 'travel-site calendar')} not syncing`,
    intro:
      'Bookings made on these sites do not reach us until they sync, so a room may be sold twice. Fix the address in the room’s Calendar sync (Room Management), or close those nights on the site.',
  },
};

/** `kind` is also the section's data-testid; `children` renders the (non-empty) list the query read. */
export const CalendarAlertPanel = <T,>({
  kind,
  query,
  headingLevel = 'h2',
  className,
  children,
}: CalendarAlertProps & {
  kind: Kind;
  query: { isError: boolean; data: T[] | undefined; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
}) => {
  const { icon: Icon, ...look } = KINDS[kind];
  if (query.isError)
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-2xl border p-3 text-sm',
          look.failedClass,
          className,
        )}
      >
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        <p className="font-medium">{look.failed}</p>
        <Button variant="ghost" size="sm" onClick={() => query.refetch()}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      </div>
    );

  const items = query.data ?? [];
  if (!items.length) return null;
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={`${kind}-heading`}
      className={cn('grid gap-3 rounded-2xl border p-3 sm:p-4', look.panelClass, className)}
      data-testid={kind}
    >
      <div className="grid gap-1">
        <Heading
          id={`${kind}-heading`}
          className={cn(
            'flex items-center gap-2 font-sans text-lg font-semibold tracking-normal',
            look.textClass,
          )}
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {look.title(items.length)}
        </Heading>
        <p className="text-sm text-foreground/80">{look.intro}</p>
      </div>
      {children(items)}
    </section>
  );
};

// The admin dashboard's "Before you go live" card: what still shows demo data or is not set up (the demo
// payment accounts first), each item with its state, why, and where to fix it. The admin may dismiss an
// item (and undo that); the card goes away once every item is done or dismissed.

import type { GoLiveItemDto } from '@domain/api/go-live';
import { isSettled } from '@domain/go-live';
import { useIsMutating } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CircleDashed, MinusCircle, Rocket, Server, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { showActionError } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useGoLiveChecklist, useSetDismissed } from '../api/go-live';

/** Reads the checklist again when a change made on this page settles (a backup, a room deleted). */
const useRefetchAfterChanges = (refetch: () => unknown) => {
  const mutating = useIsMutating();
  const was = useRef(mutating);
  useEffect(() => {
    if (was.current > 0 && mutating === 0) void refetch();
    was.current = mutating;
  }, [mutating, refetch]);
};

const FixLink = ({ fix, title }: { fix: GoLiveItemDto['fix']; title: string }) => {
  const [location] = useLocation();
  if (!fix.href)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Server className="size-4 shrink-0" aria-hidden="true" />
        {fix.label}
      </span>
    );
  const [path = '', hash] = fix.href.split('#');
  const className =
    'inline-flex items-center gap-1 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';
  const content = (
    <>
      {fix.label}
      <span className="sr-only"> ({title})</span>
      <ArrowRight className="size-3.5" aria-hidden="true" />
    </>
  );
  // a part of this very page: the browser scrolls to it
  if (path === location && hash)
    return (
      <a href={`#${hash}`} className={className}>
        {content}
      </a>
    );
  return (
    <Link href={fix.href} className={className}>
      {content}
    </Link>
  );
};

const StateIcon = ({ item }: { item: GoLiveItemDto }) => {
  if (item.done) return <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />;
  if (item.dismissed)
    return <MinusCircle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />;
  return <CircleDashed className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />;
};

const ItemRow = ({ item }: { item: GoLiveItemDto }) => {
  const setDismissed = useSetDismissed();
  const { formatDateTime } = useResortClock();
  const headingId = `go-live-${item.id}`;
  const change = async (dismissed: boolean) => {
    try {
      await setDismissed.mutateAsync({ id: item.id, dismissed });
    } catch (error) {
      showActionError(error, dismissed ? 'Could not dismiss the item' : 'Could not bring the item back');
    }
  };
  const demoRooms = item.id === 'demo_rooms' && item.details.length > 0 ? item.details : [];
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        item.done || item.dismissed ? 'border-border/60 bg-muted/30' : 'border-warning/25 bg-card',
      )}
    >
      <StateIcon item={item} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="font-semibold leading-tight">
            {item.title}
          </h3>
          {item.done ? (
            <Badge variant="success">Done</Badge>
          ) : item.dismissed ? (
            <Badge variant="outline" className="text-muted-foreground">
              Dismissed
            </Badge>
          ) : (
            <Badge variant="warning">To do</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{item.why}</p>
        {demoRooms.length > 0 ? (
          <p className="mt-1 text-sm break-words text-muted-foreground">
            <span className="font-medium text-foreground">Still on the site:</span> {demoRooms.join(', ')}
          </p>
        ) : null}
        {item.dismissed && !item.done ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Dismissed {item.dismissed.byName ? `by ${item.dismissed.byName} ` : ''}on{' '}
            {formatDateTime(item.dismissed.at)}
          </p>
        ) : null}
        {item.done ? null : (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <FixLink fix={item.fix} title={item.title} />
            {item.dismissed ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change(false)}
                disabled={setDismissed.isPending}
                aria-label={`Undo dismiss: ${item.title}`}
              >
                <Undo2 aria-hidden="true" /> Undo dismiss
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change(true)}
                disabled={setDismissed.isPending}
                aria-label={`Dismiss: ${item.title}`}
              >
                Dismiss
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
};

export const GoLiveChecklist = ({ className }: { className?: string }) => {
  const checklist = useGoLiveChecklist();
  useRefetchAfterChanges(checklist.refetch);

  if (checklist.isLoading)
    return (
      <Card className={cn('mt-4 grid gap-3 p-4 sm:p-5', className)} aria-busy="true">
        <span role="status" className="sr-only">
          Loading the go-live checklist…
        </span>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-4 w-full max-w-sm" />
      </Card>
    );
  if (checklist.isError)
    return (
      <Card
        role="alert"
        className={cn('mt-4 flex flex-wrap items-center gap-3 p-4 text-sm sm:p-5', className)}
      >
        <p className="font-medium">Failed to load the go-live checklist</p>
        <Button variant="ghost" size="sm" onClick={() => void checklist.refetch()}>
          Try again
        </Button>
      </Card>
    );

  const items = checklist.data ?? [];
  if (items.every(isSettled)) return null;
  const done = items.filter((item) => item.done).length;
  // what is still to do first, then the dismissed, then the done
  const order = (item: GoLiveItemDto) => (item.done ? 2 : item.dismissed ? 1 : 0);
  const sorted = [...items].sort((a, b) => order(a) - order(b));

  return (
    <Card className={cn('mt-4 border-warning/30 p-4 sm:p-5', className)}>
      <section aria-labelledby="go-live-heading">
        <div className="flex items-start gap-3">
          <IconBadge icon={Rocket} className="size-10" iconClassName="size-5" />
          <div className="min-w-0 flex-1">
            <h2 id="go-live-heading" className="text-lg font-semibold leading-tight">
              Before you go live
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {done} of {items.length} done. The site still shows demo data where you see “To do”: guests
              would see it too.
            </p>
            <div
              className="mt-2 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Go-live checklist"
              aria-valuemin={0}
              aria-valuemax={items.length}
              aria-valuenow={done}
            >
              <div
                className="h-full rounded-full bg-success"
                style={{ width: `${(done / items.length) * 100}%` }}
              />
            </div>
          </div>
        </div>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {sorted.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </Card>
  );
};

// One imported calendar of a room: the travel site and its address, the status of the last fetch, when it
// last ran and last worked (relative and exact, on the resort's clock), the error while it fails (the last
// good blocks are kept) or that it has not synced for 3 intervals, the events the last sync refused (with
// why), its blocks and conflicts, "Sync now" and "Remove" (confirmed first).

import type { CalendarFeedDto } from '@domain/api-types';
import { CHANNEL_LABELS, STALE_AFTER_INTERVALS } from '@domain/calendar';
import { formatDay } from '@domain/dates';
import { AlertTriangle, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BusyIcon } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useRemoveFeed } from '../api/remove-feed';
import { useSyncFeed } from '../api/sync-feed';
import { FEED_STATUS_BADGE, pluralize } from '../lib/feed-view';
import { relativeTime } from '../lib/relative-time';

/** "5 minutes ago" with the exact time beside it, or `never`. */
const When = ({ at, never = 'Never' }: { at: string | null; never?: string }) => {
  const { formatDateTime } = useResortClock();
  if (!at) return <span className="text-muted-foreground">{never}</span>;
  const exact = formatDateTime(at);
  return (
    <time dateTime={at} title={exact}>
      {relativeTime(at)} <span className="text-xs font-normal text-muted-foreground">· {exact}</span>
    </time>
  );
};

/** The server's reason as a sentence (it may or may not end with a full stop). */
const sentence = (text: string | null) => {
  const trimmed = (text ?? 'unknown error').trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** When a failing feed is tried again; a retry is often less than a minute away. */
const nextTry = (at: string) => {
  const when = relativeTime(at);
  return when === 'just now' ? 'within a minute' : when;
};

export const FeedRow = ({ feed }: { feed: CalendarFeedDto }) => {
  const sync = useSyncFeed();
  const remove = useRemoveFeed();
  const [removing, setRemoving] = useState(false);
  const channel = CHANNEL_LABELS[feed.channel];
  const badge = FEED_STATUS_BADGE[feed.status];
  const ids = { roomId: feed.roomId, feedId: feed.id };

  const syncNow = async () => {
    try {
      const synced = await sync.mutateAsync(ids);
      if (synced.status === 'failing')
        toast({
          title: `${channel} calendar could not be read`,
          description: synced.lastError ?? 'It will be tried again.',
          variant: 'destructive',
        });
      else showSuccess(`${channel} calendar synced: ${pluralize(synced.blocks, 'block')}.`);
    } catch (error) {
      showActionError(error, 'Failed to sync the calendar');
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(ids);
      showSuccess(`${channel} calendar removed; its blocked nights are free again.`);
      setRemoving(false);
    } catch (error) {
      showActionError(error, 'Failed to remove the calendar');
    }
  };

  return (
    <li
      className={cn(
        'grid grid-cols-1 gap-3 rounded-xl border bg-card p-3 sm:p-4',
        feed.status === 'failing' || feed.status === 'stale' ? 'border-destructive/30' : 'border-border/70',
      )}
      data-testid="calendar-feed"
      data-status={feed.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold">{channel}</h4>
          <p className="truncate text-xs text-muted-foreground" title={feed.url}>
            {feed.url}
          </p>
        </div>
        <Badge variant={badge.variant} data-testid="feed-status">
          {badge.label}
        </Badge>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[1fr_1fr_auto_auto]">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Last sync</dt>
          <dd className="font-medium">
            <When at={feed.lastAttemptAt} never="Not yet" />
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Last success</dt>
          <dd className="font-medium">
            <When at={feed.lastSuccessAt} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Blocks</dt>
          <dd className="font-semibold tabular-nums" data-testid="feed-blocks">
            {feed.blocks}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Conflicts</dt>
          <dd
            className={cn('font-semibold tabular-nums', feed.conflicts > 0 && 'text-destructive')}
            data-testid="feed-conflicts"
          >
            {feed.conflicts}
          </dd>
        </div>
      </dl>

      {feed.status === 'failing' ? (
        <div className="flex gap-2 rounded-lg border border-destructive/25 bg-destructive/6 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">The last sync failed:</span> {sentence(feed.lastError)}{' '}
            <span className="text-foreground/80">
              The last good blocks are kept; the next try is {nextTry(feed.nextSyncAt)}. The staff were
              emailed and the dashboards warn until it syncs.
            </span>
          </p>
        </div>
      ) : null}
      {feed.status === 'stale' ? (
        <div className="flex gap-2 rounded-lg border border-destructive/25 bg-destructive/6 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">Not synced for over {STALE_AFTER_INTERVALS} sync intervals.</span>{' '}
            <span className="text-foreground/80">
              Bookings made on {channel} since then are not blocked here. Press Sync now.
            </span>
          </p>
        </div>
      ) : null}
      {feed.refusedEvents.length ? (
        <div
          className="grid gap-1.5 rounded-lg border border-warning/30 bg-warning/8 p-3 text-sm"
          data-testid="feed-refused-events"
        >
          <p className="flex gap-2 font-semibold text-[#8a3c0a]">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {pluralize(feed.refusedEvents.length, 'event')} of this calendar refused
          </p>
          <p className="text-foreground/80">
            The rest synced. A refused event blocks nothing new here: check those dates on {channel}.
          </p>
          <ul className="grid gap-1">
            {feed.refusedEvents.map((event) => (
              <li key={event.uid} className="min-w-0 break-words">
                <span className="font-medium">
                  {event.summary || 'Event'}
                  {event.checkin ? ` from ${formatDay(event.checkin)}` : ''}
                </span>
                : {event.reason}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={syncNow} disabled={sync.isPending}>
          <BusyIcon busy={sync.isPending} icon={RefreshCw} label={`Syncing the ${channel} calendar`} />
          {sync.isPending ? 'Syncing…' : 'Sync now'}
          <span className="sr-only"> ({channel})</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/8 hover:text-destructive"
          onClick={() => setRemoving(true)}
        >
          <Trash2 aria-hidden="true" /> Remove
          <span className="sr-only"> ({channel})</span>
        </Button>
      </div>

      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this calendar?"
        description={`The room stops importing this ${channel} calendar, and the nights it blocks become free to book here.`}
        details={
          <span className="break-all">
            <span className="font-semibold">{channel}</span> · {feed.url}
          </span>
        }
        confirmLabel="Remove calendar"
        pendingLabel="Removing…"
        tone="destructive"
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </li>
  );
};

// One imported calendar of a room: the travel site and its address, the status of the last fetch, when it
// last ran and last worked (relative and exact, on the resort's clock), the error while it fails (the last
// good blocks are kept) or that it has not synced for 3 intervals, the events the last sync refused (with
// why), its blocks and conflicts, "Sync now" and "Remove" (confirmed first).

import type { CalendarFeedDto } from '@domain/api-types';
import { CHANNEL_LABELS } from '@domain/calendar';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BusyIcon } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useRemoveFeed } from '../api/remove-feed';
import { useSyncFeed } from '../api/sync-feed';
import { FEED_STATUS_BADGE, pluralize } from '../lib/feed-view';
import { FeedFacts, FeedProblem, RefusedEvents } from './feed-status-details';

/** "Sync now" and "Remove" of one feed, each answered with a toast. */
const useFeedActions = (feed: CalendarFeedDto, channel: string) => {
  const sync = useSyncFeed();
  const remove = useRemoveFeed();
  const [removing, setRemoving] = useState(false);
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

  return { sync, remove, removing, setRemoving, syncNow, onRemove };
};

export const FeedRow = ({ feed }: { feed: CalendarFeedDto }) => {
  const channel = CHANNEL_LABELS[feed.channel];
  const badge = FEED_STATUS_BADGE[feed.status];
  const { sync, remove, removing, setRemoving, syncNow, onRemove } = useFeedActions(feed, channel);

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

      <FeedFacts feed={feed} />

      <FeedProblem feed={feed} channel={channel} />
      <RefusedEvents feed={feed} channel={channel} />

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

// An imported calendar's state: when it last ran and last worked (relative and exact, on the resort's
// clock), its blocks and conflicts, the error while it fails (the last good blocks are kept) or that it
// has not synced for 3 intervals, and the events the last sync refused (with why).

import type { CalendarFeedDto } from '@domain/api-types';
import { STALE_AFTER_INTERVALS } from '@domain/calendar';
import { formatDay } from '@domain/dates';
import { AlertTriangle } from 'lucide-react';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { pluralize } from '../lib/feed-view';
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

export const FeedFacts = ({ feed }: { feed: CalendarFeedDto }) => (
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
);

/** While the feed fails, or has not synced for too long: what that means and what to do. */
export const FeedProblem = ({ feed, channel }: { feed: CalendarFeedDto; channel: string }) => {
  if (feed.status === 'failing')
    return (
      <div className="flex gap-2 rounded-lg border border-destructive/25 bg-destructive/6 p-3 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 break-words">
          <span className="font-semibold">The last sync failed:</span> {sentence(feed.lastError)}{' '}
          <span className="text-foreground/80">
            The last good blocks are kept; the next try is {nextTry(feed.nextSyncAt)}. The staff were emailed
            and the dashboards warn until it syncs.
          </span>
        </p>
      </div>
    );
  if (feed.status === 'stale')
    return (
      <div className="flex gap-2 rounded-lg border border-destructive/25 bg-destructive/6 p-3 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 break-words">
          <span className="font-semibold">Not synced for over {STALE_AFTER_INTERVALS} sync intervals.</span>{' '}
          <span className="text-foreground/80">
            Bookings made on {channel} since then are not blocked here. Press Sync now.
          </span>
        </p>
      </div>
    );
  return null;
};

export const RefusedEvents = ({ feed, channel }: { feed: CalendarFeedDto; channel: string }) =>
  feed.refusedEvents.length ? (
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
  ) : null;

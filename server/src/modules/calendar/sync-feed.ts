// One feed's sync (every CALENDAR_SYNC_MINUTES through the 'calendar-sync' job, or "Sync now"):
// 1. claim it: one UPDATE moves next_sync_at forward, so however many instances share the database, one
//    of them fetches it per interval;
// 2. fetch it OUTSIDE any transaction (a slow feed holds no lock and no connection) and read it on a thread
//    of its own within time and memory limits (./read-feed); a feed read as last time (the hash of its
//    events) writes no block, unless an open conflict of it would now hold other nights;
// 3. a failure keeps the last good blocks, records the message and retries with backoff; the staff are
//    emailed once per run of failures (./feed-alerts), and the dashboards warn until it syncs;
// 4. a success applies the events in short transactions with a pause between them (./write-batches: on
//    PGlite a transaction keeps the one connection from every other request): each new or moved event is
//    tried as an active block inside a savepoint; the exclusion constraint on room_occupancy refuses one over a booking or
//    another block (23P01), and it is kept as a conflict naming what it overlaps. Events gone from the
//    feed release their nights; a conflict waiting for staff stays (marked as gone from the feed). Events
//    the parser refused (impossible dates, too long) are listed on the feed, and whatever their blocks
//    held before stays as it was: a bad line in a feed never releases nights silently.
// An open conflict holds what it can: the nights of its event that nothing else holds (held_nights), so
// the channel's sold nights that do not overlap our booking cannot be sold here too while staff decide.
// A conflict stays open until a person resolves it, whatever the feed does next: an open conflict whose
// nights came free (the channel moved it, or our booking was cancelled elsewhere) takes them all as an
// active block at the next sync, and is still listed for staff.
// New conflicts are emailed to the staff after the commit (once each, not at every sync).
import { retryDelayMinutes } from '@domain/calendar';
import type { AppContext } from '../../lib/app-context';
import { queueEmail } from '../notifications';
import { applyEvents, conflictsWouldChange } from './apply-feed';
import type { Feed } from './block-writes';
import * as blocksRepo from './blocks.repository';
import { minutesFrom, syncWindow } from './context';
import { alertFeedsNeedingStaff, alertStaffOf } from './feed-alerts';
import { FeedParseError } from './feed-limits';
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from './fetch-feed';
import { conflictDtosOf } from './lists';
import { type FeedThreadLimits, type ReadFeedWithHash, readFeed } from './read-feed';
import * as repo from './repository';

/** Fetch limits for one sync (tests shrink them; the defaults are fetchFeed's). */
export type FetchLimits = Pick<FetchFeedOptions, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>;

export type SyncOptions = {
  /** "Sync now": fetch even when the feed is not due. */
  force?: boolean;
  limits?: FetchLimits;
  /** The reading thread's limits (tests shrink them; the defaults are readFeed's). */
  parseLimits?: FeedThreadLimits;
};

/** What a sync did: skipped (another instance has it, or it is not due), failed, or applied. */
export type SyncOutcome =
  | { result: 'skipped' }
  | { result: 'failed'; message: string }
  | { result: 'synced'; newConflicts: number };

const UNREADABLE = 'The feed could not be read';

/** The admin-readable reason of a failed fetch or parse; anything else is our fault, logged. */
const failureMessage = (ctx: AppContext, error: unknown) => {
  if (error instanceof FeedFetchError || error instanceof FeedParseError) return error.message;
  ctx.log?.error({ err: error }, 'calendar feed sync failed');
  return UNREADABLE;
};

/** Records the failure, and emails the staff when it begins a run of failures (once per run). */
const recordFailure = async (ctx: AppContext, feed: Feed, at: Date, message: string) => {
  ctx.deps.metrics.calendarSyncs.inc({ result: 'failed' });
  const delay = retryDelayMinutes(feed.failureCount + 1, ctx.deps.config.calendarSyncMinutes);
  await repo.recordFeedFailure(ctx.deps.db, feed.id, { at, message, nextSyncAt: minutesFrom(at, delay) });
  await alertStaffOf(ctx, feed.id);
};

/** Claims, fetches and applies one feed. Never throws for a bad feed: the outcome says what happened. */
export const syncFeed = async (
  ctx: AppContext,
  feedId: string,
  options: SyncOptions = {},
): Promise<SyncOutcome> => {
  const { db, config } = ctx.deps;
  const at = ctx.deps.now();
  const feed = await repo.claimFeed(db, feedId, {
    now: at,
    nextSyncAt: minutesFrom(at, config.calendarSyncMinutes),
    force: options.force ?? false,
  });
  if (!feed) return { result: 'skipped' };

  let read: ReadFeedWithHash;
  try {
    const ics = await fetchFeed(feed.url, { allowPrivate: config.allowPrivateFeeds, ...options.limits });
    read = await readFeed(ics, syncWindow(ctx), options.parseLimits);
  } catch (error) {
    const message = failureMessage(ctx, error);
    await recordFailure(ctx, feed, at, message);
    return { result: 'failed', message };
  }

  let conflictIds: string[];
  try {
    // read as last time, and no conflict's nights came free: nothing to write but the sync's time
    if (read.hash === feed.readHash && !(await conflictsWouldChange(ctx, feed))) {
      await repo.recordFeedSuccess(db, feed.id, {
        at,
        nextSyncAt: minutesFrom(at, config.calendarSyncMinutes),
        readHash: read.hash,
      });
      ctx.deps.metrics.calendarSyncs.inc({ result: 'synced' });
      return { result: 'synced', newConflicts: 0 };
    }
    conflictIds = await applyEvents(ctx, feed, read, at);
  } catch (error) {
    const message = failureMessage(ctx, error);
    await recordFailure(ctx, feed, at, message);
    return { result: 'failed', message };
  }
  // the feed's nights, taken or released, as every instance's search shows them
  await ctx.deps.changes.readsChanged();
  if (conflictIds.length > 0) {
    const conflicts = await conflictDtosOf(ctx, await blocksRepo.findConflicts(db, conflictIds));
    await queueEmail(db, { type: 'calendar_conflicts', conflicts }, { at });
  }
  ctx.deps.metrics.calendarSyncs.inc({ result: 'synced' });
  return { result: 'synced', newConflicts: conflictIds.length };
};

/**
 * The job's run: every due feed, each on its own (one bad feed never stops the others); then the staff
 * are told of any feed that fails or has gone stale and was not reported yet.
 */
export const syncDueFeeds = async (ctx: AppContext, options: Pick<SyncOptions, 'limits'> = {}) => {
  const outcomes: SyncOutcome[] = [];
  for (const feedId of await repo.dueFeedIds(ctx.deps.db, ctx.deps.now())) {
    try {
      outcomes.push(await syncFeed(ctx, feedId, options));
    } catch (error) {
      // the database failed us (recording the failure too): log it and go on with the next feed
      ctx.log?.error({ err: error, feedId }, 'calendar feed sync failed');
      outcomes.push({ result: 'failed', message: UNREADABLE });
    }
  }
  await alertFeedsNeedingStaff(ctx);
  return outcomes;
};

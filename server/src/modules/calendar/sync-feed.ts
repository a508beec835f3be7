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
import { isOurExportUid, retryDelayMinutes } from '@domain/calendar';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { type CalendarContext, minutesFrom, syncWindow } from './context';
import { alertFeedsNeedingStaff, alertStaffOf } from './feed-alerts';
import { type FeedEvent, FeedParseError } from './feed-limits';
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from './fetch-feed';
import { conflictDtosOf } from './lists';
import { type FeedThreadLimits, type ReadFeedWithHash, readFeed } from './read-feed';
import * as repo from './repository';
import { type Batch, writeInBatches } from './write-batches';

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
const failureMessage = (ctx: CalendarContext, error: unknown) => {
  if (error instanceof FeedFetchError || error instanceof FeedParseError) return error.message;
  ctx.log?.error({ err: error }, 'calendar feed sync failed');
  return UNREADABLE;
};

type Feed = repo.FeedRow;
type Tx = Parameters<Parameters<CalendarContext['deps']['db']['transaction']>[0]>[0];

const HOLDS_NOTHING = '{}';

/** Columns of an event that does not (or no longer) conflict with anything. */
const NO_CONFLICT = {
  heldNights: HOLDS_NOTHING,
  conflictReservationId: null,
  conflictBlockId: null,
  detectedAt: null,
  removedFromFeedAt: null,
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: '',
} as const;

/** The event's own columns on its block. */
const eventColumns = (event: FeedEvent, state: 'active' | 'conflict') => ({
  checkin: event.checkin,
  checkout: event.checkout,
  summary: event.summary,
  reservationUrl: event.reservationUrl,
  state,
});

type BlockWrite = { feed: Feed; event: FeedEvent; current: repo.BlockRow | undefined; at: Date };

/** Updates the event's block, or inserts it on the feed's room when the event is new. */
const writeBlock = (
  tx: Tx,
  { feed, event, current, at }: BlockWrite,
  values: Omit<repo.BlockInsert, 'feedId' | 'roomId' | 'uid'>,
) =>
  current
    ? repo.updateBlock(tx, current.id, values, at)
    : repo.insertBlock(tx, { ...values, feedId: feed.id, roomId: feed.roomId, uid: event.uid });

/** Writes the event as an active block in a savepoint; false when its nights are taken (23P01). */
const tryActive = async (tx: Tx, write: BlockWrite) => {
  const { event, current } = write;
  // an open conflict keeps its record (found when, gone from the feed) until staff resolve it
  const keepsConflict = current !== undefined && repo.isOpenConflict(current);
  const values = {
    ...eventColumns(event, 'active'),
    ...(keepsConflict
      ? {
          conflictReservationId: null,
          conflictBlockId: null,
          removedFromFeedAt: null,
          heldNights: HOLDS_NOTHING,
        }
      : NO_CONFLICT),
  };
  try {
    await tx.transaction((savepoint) => writeBlock(savepoint, write, values));
    return true;
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return false;
    throw error;
  }
};

/**
 * Keeps the event as a conflict naming the booking or block it overlaps and holding the nights nothing
 * else holds; its id when newly found. Another transaction may take one of those nights between the look
 * and the write (23P01): look again, a few times, then hold nothing rather than fail the sync.
 */
const storeConflict = async (tx: Tx, write: BlockWrite) => {
  const { feed, event, current, at } = write;
  const where = {
    roomId: feed.roomId,
    checkin: event.checkin,
    checkout: event.checkout,
    exceptBlockId: current?.id,
  };
  const occupant = await repo.occupantOf(tx, where);
  const stillOpen = current !== undefined && repo.isOpenConflict(current);
  const values = {
    ...eventColumns(event, 'conflict'),
    ...NO_CONFLICT,
    conflictReservationId: occupant?.reservationId ?? null,
    conflictBlockId: occupant?.blockId ?? null,
    // still the same open conflict: staff were told when it was found
    detectedAt: stillOpen ? current.detectedAt : at,
  };
  for (let attempt = 1; ; attempt++) {
    const heldNights = attempt <= 3 ? await repo.freeNightsOf(tx, where) : HOLDS_NOTHING;
    try {
      const row = await tx.transaction((savepoint) =>
        writeBlock(savepoint, write, { ...values, heldNights }),
      );
      return stillOpen ? null : row.id;
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || heldNights === HOLDS_NOTHING) throw error;
    }
  }
};

/** Whether a block belongs to an event the parser refused this time (a recurring one's occurrences too). */
const refusedBy = (refusedUids: ReadonlySet<string>) => (block: repo.BlockRow) => {
  const slash = block.uid.lastIndexOf('/');
  return refusedUids.has(block.uid) || (slash > 0 && refusedUids.has(block.uid.slice(0, slash)));
};

/**
 * Whether a feed read as last time still has something to do: an open conflict whose nights are now all
 * free, free otherwise than it holds, or overlapping something else (a booking or another feed's block
 * came or went). Reads only.
 */
const conflictsWouldChange = async (ctx: CalendarContext, feed: Feed) => {
  for (const block of await repo.waitingConflictsOfFeed(ctx.deps.db, feed.id)) {
    const where = {
      roomId: feed.roomId,
      checkin: block.checkin,
      checkout: block.checkout,
      exceptBlockId: block.id,
    };
    const occupant = await repo.occupantOf(ctx.deps.db, where);
    if (!occupant) return true;
    if (occupant.reservationId !== block.conflictReservationId || occupant.blockId !== block.conflictBlockId)
      return true;
    if ((await repo.freeNightsOf(ctx.deps.db, where)) !== block.heldNights) return true;
  }
  return false;
};

/** The feed was removed while it synced: nothing to apply. */
class FeedRemoved extends Error {}

/** The applies running in this process, by feed: a "Sync now" during the job's sync of it waits for it. */
const applying = new Map<string, Promise<unknown>>();

/** Applies a fetched feed in batches of writes (./write-batches); the ids of the conflicts it found. */
const applyEvents = async (ctx: CalendarContext, feed: Feed, read: ReadFeedWithHash, at: Date) => {
  const before = applying.get(feed.id);
  const run = (async () => {
    await before?.catch(() => {});
    try {
      return await writeInBatches(
        ctx.deps.db,
        {
          // each transaction holds the feed: another instance's sync of it waits for the batch
          onBegin: async (tx) => {
            if (!(await repo.lockFeed(tx, feed.id))) throw new FeedRemoved();
          },
        },
        (batch) => writeEvents(ctx, { feed, read, at, batch }),
      );
    } catch (error) {
      if (error instanceof FeedRemoved) return [];
      throw error;
    }
  })();
  applying.set(feed.id, run);
  try {
    return await run;
  } finally {
    if (applying.get(feed.id) === run) applying.delete(feed.id);
  }
};

/** The feed's events onto its blocks, writing through `batch`. */
const writeEvents = async (
  ctx: CalendarContext,
  { feed, read: { read, hash }, at, batch }: { feed: Feed; read: ReadFeedWithHash; at: Date; batch: Batch },
) => {
  const { events, refused } = read;
  const wasRefused = refusedBy(new Set(refused.map((event) => event.uid)));
  const existing = new Map((await repo.blocksOfFeed(batch.tx(), feed.id)).map((block) => [block.uid, block]));
  const inFeed = new Map<string, FeedEvent>();
  for (const event of events)
    if (!isOurExportUid(event.uid) && !inFeed.has(event.uid)) inFeed.set(event.uid, event);

  // Gone from the feed first, so an event the channel re-created under a new UID finds its nights free.
  for (const block of existing.values()) {
    if (inFeed.has(block.uid) || wasRefused(block)) continue;
    if (repo.isOpenConflict(block)) {
      // the nights go back (a conflict gone from the feed holds nothing), the record waits for staff
      if (
        block.state !== 'conflict' ||
        block.removedFromFeedAt === null ||
        block.heldNights !== HOLDS_NOTHING
      ) {
        await repo.updateBlock(
          batch.tx(),
          block.id,
          {
            state: 'conflict',
            heldNights: HOLDS_NOTHING,
            removedFromFeedAt: block.removedFromFeedAt ?? at,
          },
          at,
        );
        await batch.wrote();
      }
    } else if (block.state === 'active') {
      await repo.deleteBlock(batch.tx(), block.id);
      await batch.wrote();
    }
  }

  let waiting: { event: FeedEvent; current: repo.BlockRow | undefined }[] = [];
  for (const event of inFeed.values()) {
    const current = existing.get(event.uid);
    const unchanged = current && current.checkin === event.checkin && current.checkout === event.checkout;
    // an open conflict holding nothing is tried again: its nights may have come free
    if (!unchanged || (current.state === 'conflict' && repo.isOpenConflict(current))) {
      waiting.push({ event, current });
      continue;
    }
    if (
      current.summary !== event.summary ||
      current.reservationUrl !== event.reservationUrl ||
      current.removedFromFeedAt !== null
    ) {
      await repo.updateBlock(
        batch.tx(),
        current.id,
        { summary: event.summary, reservationUrl: event.reservationUrl, removedFromFeedAt: null },
        at,
      );
      await batch.wrote();
    }
  }

  // Open conflicts let go of what they hold while every event is placed again (one may move onto
  // nights another held); each takes what it can again below.
  for (const { current } of waiting)
    if (current?.state === 'conflict' && current.heldNights !== HOLDS_NOTHING) {
      await repo.updateBlock(batch.tx(), current.id, { heldNights: HOLDS_NOTHING }, at);
      await batch.wrote();
    }

  // New and moved events; one that fails is tried again after the others moved (a swap of dates
  // within the feed), and what still does not fit is a conflict.
  for (;;) {
    const refused: typeof waiting = [];
    for (const item of waiting) {
      if (!(await tryActive(batch.tx(), { feed, ...item, at }))) refused.push(item);
      await batch.wrote();
    }
    if (refused.length === 0 || refused.length === waiting.length) {
      waiting = refused;
      break;
    }
    waiting = refused;
  }
  const conflictIds: string[] = [];
  for (const { event, current } of waiting) {
    const found = await storeConflict(batch.tx(), { feed, event, current, at });
    if (found) conflictIds.push(found);
    await batch.wrote();
  }

  await repo.recordFeedSuccess(batch.tx(), feed.id, {
    at,
    nextSyncAt: minutesFrom(at, ctx.deps.config.calendarSyncMinutes),
    refusedEvents: refused,
    readHash: hash,
  });
  return conflictIds;
};

/** Records the failure, and emails the staff when it begins a run of failures (once per run). */
const recordFailure = async (ctx: CalendarContext, feed: Feed, at: Date, message: string) => {
  ctx.deps.metrics.calendarSyncs.inc({ result: 'failed' });
  const delay = retryDelayMinutes(feed.failureCount + 1, ctx.deps.config.calendarSyncMinutes);
  await repo.recordFeedFailure(ctx.deps.db, feed.id, { at, message, nextSyncAt: minutesFrom(at, delay) });
  await alertStaffOf(ctx, feed.id);
};

/** Claims, fetches and applies one feed. Never throws for a bad feed: the outcome says what happened. */
export const syncFeed = async (
  ctx: CalendarContext,
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
    const conflicts = await conflictDtosOf(ctx, await repo.findConflicts(db, conflictIds));
    await queueEmail(db, { type: 'calendar_conflicts', conflicts }, { at });
  }
  ctx.deps.metrics.calendarSyncs.inc({ result: 'synced' });
  return { result: 'synced', newConflicts: conflictIds.length };
};

/**
 * The job's run: every due feed, each on its own (one bad feed never stops the others); then the staff
 * are told of any feed that fails or has gone stale and was not reported yet.
 */
export const syncDueFeeds = async (ctx: CalendarContext, options: Pick<SyncOptions, 'limits'> = {}) => {
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

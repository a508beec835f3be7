// Applying a fetched feed: its events onto the feed's blocks in batches of short transactions
// (./write-batches), and whether a feed read as last time still has an open conflict to move.
import { isOurExportUid } from '@domain/calendar';
import type { AppContext } from '../../lib/app-context';
import { type Feed, HOLDS_NOTHING, refusedBy, storeConflict, tryActive } from './block-writes';
import * as blocksRepo from './blocks.repository';
import { minutesFrom } from './context';
import type { FeedEvent } from './feed-limits';
import type { ReadFeedWithHash } from './read-feed';
import type { BlockRow } from './repository';
import * as repo from './repository';
import { type Batch, writeInBatches } from './write-batches';

/**
 * Whether a feed read as last time still has something to do: an open conflict whose nights are now all
 * free, free otherwise than it holds, or overlapping something else (a booking or another feed's block
 * came or went). Reads only.
 */
export const conflictsWouldChange = async (ctx: AppContext, feed: Feed) => {
  for (const block of await blocksRepo.waitingConflictsOfFeed(ctx.deps.db, feed.id)) {
    const where = {
      roomId: feed.roomId,
      checkin: block.checkin,
      checkout: block.checkout,
      exceptBlockId: block.id,
    };
    const occupant = await blocksRepo.occupantOf(ctx.deps.db, where);
    if (!occupant) return true;
    if (occupant.reservationId !== block.conflictReservationId || occupant.blockId !== block.conflictBlockId)
      return true;
    if ((await blocksRepo.freeNightsOf(ctx.deps.db, where)) !== block.heldNights) return true;
  }
  return false;
};

/** The feed was removed while it synced: nothing to apply. */
class FeedRemoved extends Error {}

/** The applies running in this process, by feed: a "Sync now" during the job's sync of it waits for it. */
const applying = new Map<string, Promise<unknown>>();

export const applyEvents = async (ctx: AppContext, feed: Feed, read: ReadFeedWithHash, at: Date) => {
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

type Waiting = { event: FeedEvent; current: BlockRow | undefined }[];

/** Events gone from the feed release their nights; an open conflict's record waits for staff. */
const releaseGone = async (
  { batch, at }: { batch: Batch; at: Date },
  existing: Map<string, BlockRow>,
  keep: (block: BlockRow) => boolean,
) => {
  for (const block of existing.values()) {
    if (keep(block)) continue;
    if (repo.isOpenConflict(block)) {
      // the nights go back (a conflict gone from the feed holds nothing), the record waits for staff
      if (
        block.state !== 'conflict' ||
        block.removedFromFeedAt === null ||
        block.heldNights !== HOLDS_NOTHING
      ) {
        await blocksRepo.updateBlock(
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
      await blocksRepo.deleteBlock(batch.tx(), block.id);
      await batch.wrote();
    }
  }
};

/** Unchanged events keep their block (summary and link brought up to date); the others are returned to place. */
const keepUnchanged = async (
  { batch, at }: { batch: Batch; at: Date },
  existing: Map<string, BlockRow>,
  inFeed: Map<string, FeedEvent>,
): Promise<Waiting> => {
  const waiting: Waiting = [];
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
      await blocksRepo.updateBlock(
        batch.tx(),
        current.id,
        { summary: event.summary, reservationUrl: event.reservationUrl, removedFromFeedAt: null },
        at,
      );
      await batch.wrote();
    }
  }
  return waiting;
};

/** Places new and moved events; what does not fit is stored as a conflict. The new conflicts' ids. */
const placeMoved = async ({ feed, batch, at }: { feed: Feed; batch: Batch; at: Date }, placing: Waiting) => {
  let waiting = placing;
  // Open conflicts let go of what they hold while every event is placed again (one may move onto
  // nights another held); each takes what it can again below.
  for (const { current } of waiting)
    if (current?.state === 'conflict' && current.heldNights !== HOLDS_NOTHING) {
      await blocksRepo.updateBlock(batch.tx(), current.id, { heldNights: HOLDS_NOTHING }, at);
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
  return conflictIds;
};

/** The feed's events onto its blocks, writing through `batch`. */
const writeEvents = async (
  ctx: AppContext,
  { feed, read: { read, hash }, at, batch }: { feed: Feed; read: ReadFeedWithHash; at: Date; batch: Batch },
) => {
  const { events, refused } = read;
  const wasRefused = refusedBy(new Set(refused.map((event) => event.uid)));
  const existing = new Map(
    (await blocksRepo.blocksOfFeed(batch.tx(), feed.id)).map((block) => [block.uid, block]),
  );
  const inFeed = new Map<string, FeedEvent>();
  for (const event of events)
    if (!isOurExportUid(event.uid) && !inFeed.has(event.uid)) inFeed.set(event.uid, event);

  // Gone from the feed first, so an event the channel re-created under a new UID finds its nights free.
  await releaseGone({ batch, at }, existing, (block) => inFeed.has(block.uid) || wasRefused(block));
  const waiting = await keepUnchanged({ batch, at }, existing, inFeed);
  const conflictIds = await placeMoved({ feed, batch, at }, waiting);

  await repo.recordFeedSuccess(batch.tx(), feed.id, {
    at,
    nextSyncAt: minutesFrom(at, ctx.deps.config.calendarSyncMinutes),
    refusedEvents: refused,
    readHash: hash,
  });
  return conflictIds;
};

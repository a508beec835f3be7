import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { calendarBlocks, calendarFeeds, rooms } from '../../db/schema';

type Db = Database | Tx;
export type FeedRow = typeof calendarFeeds.$inferSelect;
export type FeedInsert = typeof calendarFeeds.$inferInsert;
export type BlockRow = typeof calendarBlocks.$inferSelect;
export type BlockInsert = typeof calendarBlocks.$inferInsert;

// ---- rooms (read; the export token is ours to write) -------------------------------------------------

/** A room in service (not archived) with its export token; undefined otherwise. */
export const findLiveRoom = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: rooms.id, name: rooms.name, calendarToken: rooms.calendarToken })
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .limit(1);
  return row;
};

export const calendarTokensOf = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: rooms.id, calendarToken: rooms.calendarToken })
        .from(rooms)
        .where(inArray(rooms.id, [...ids]));

/** A new token for a room in service: the old export URL stops working at once. */
export const setCalendarToken = async (db: Db, id: string, token: string) => {
  const [row] = await db
    .update(rooms)
    .set({ calendarToken: token })
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .returning({ id: rooms.id, calendarToken: rooms.calendarToken });
  return row;
};

// ---- feeds ------------------------------------------------------------------------------------------

/**
 * An open conflict: found and not yet resolved by a person. Usually state 'conflict' (holding nothing);
 * 'active' when the channel has since moved its event to free nights (it holds them, and staff still
 * see the conflict until they acknowledge it).
 */
export const isOpenConflict = (block: Pick<BlockRow, 'detectedAt' | 'resolvedAt'>) =>
  block.detectedAt !== null && block.resolvedAt === null;

/** How many active blocks and open conflicts each feed holds (a correlated count per row). */
const feedWithCounts = {
  feed: calendarFeeds,
  blocks: sql<number>`(select count(*)::int from ${calendarBlocks} b
    where b.feed_id = "calendar_feeds"."id" and b.state = 'active')`,
  conflicts: sql<number>`(select count(*)::int from ${calendarBlocks} b
    where b.feed_id = "calendar_feeds"."id" and b.detected_at is not null and b.resolved_at is null)`,
};

export type FeedWithCounts = { feed: FeedRow; blocks: number; conflicts: number };

export const listFeedsOfRoom = (db: Db, roomId: string): Promise<FeedWithCounts[]> =>
  db
    .select(feedWithCounts)
    .from(calendarFeeds)
    .where(eq(calendarFeeds.roomId, roomId))
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));

export const findFeedWithCounts = async (db: Db, id: string): Promise<FeedWithCounts | undefined> => {
  const [row] = await db.select(feedWithCounts).from(calendarFeeds).where(eq(calendarFeeds.id, id)).limit(1);
  return row;
};

export const findFeedOfRoom = async (db: Db, roomId: string, feedId: string) => {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.roomId, roomId)))
    .limit(1);
  return row;
};

export const countFeedsOfRoom = (db: Db, roomId: string) =>
  db.$count(calendarFeeds, eq(calendarFeeds.roomId, roomId));

export const insertFeed = async (db: Db, values: FeedInsert) =>
  onlyRow(await db.insert(calendarFeeds).values(values).returning(), 'insert into calendar_feeds');

/** Deletes a feed; its blocks go with it (foreign key cascade), and so do their room_occupancy rows. */
export const deleteFeed = async (db: Db, id: string) => {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.id, id))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
};

/** Feeds of rooms in service whose next fetch is due at `now`, soonest first. */
export const dueFeedIds = async (db: Db, now: Date) =>
  (
    await db
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .innerJoin(rooms, eq(rooms.id, calendarFeeds.roomId))
      .where(and(lte(calendarFeeds.nextSyncAt, now), isNull(rooms.archivedAt)))
      .orderBy(asc(calendarFeeds.nextSyncAt))
  ).map((row) => row.id);

/**
 * Takes a feed for one fetch by moving its next fetch forward in one statement: of several instances
 * asking at once, one gets the row back. `force` ("Sync now") takes it whenever it is due.
 */
export const claimFeed = async (
  db: Db,
  id: string,
  options: { now: Date; nextSyncAt: Date; force: boolean },
) => {
  const due = options.force ? undefined : lte(calendarFeeds.nextSyncAt, options.now);
  const [row] = await db
    .update(calendarFeeds)
    .set({ nextSyncAt: options.nextSyncAt, lastAttemptAt: options.now })
    .where(and(eq(calendarFeeds.id, id), due))
    .returning();
  return row;
};

/** Locks the feed for applying a fetch (a "Sync now" and the job may fetch it at the same moment). */
export const lockFeed = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, id))
    .for('update');
  return row !== undefined;
};

export const recordFeedFailure = (
  db: Db,
  id: string,
  values: { at: Date; message: string; nextSyncAt: Date },
) =>
  db
    .update(calendarFeeds)
    .set({
      lastAttemptAt: values.at,
      lastError: values.message,
      failureCount: sql`${calendarFeeds.failureCount} + 1`,
      failingSince: sql`coalesce(${calendarFeeds.failingSince}, ${values.at.toISOString()}::timestamptz)`,
      nextSyncAt: values.nextSyncAt,
    })
    .where(eq(calendarFeeds.id, id));

/** A good fetch ends the failure run (and its alert) and keeps the events it refused. */
export const recordFeedSuccess = (
  db: Db,
  id: string,
  values: { at: Date; nextSyncAt: Date; refusedEvents?: FeedRow['refusedEvents']; readHash: string },
) =>
  db
    .update(calendarFeeds)
    .set({
      lastAttemptAt: values.at,
      lastSuccessAt: values.at,
      lastError: null,
      failureCount: 0,
      failingSince: null,
      alertedAt: null,
      ...(values.refusedEvents ? { refusedEvents: values.refusedEvents } : {}),
      readHash: values.readHash,
      nextSyncAt: values.nextSyncAt,
    })
    .where(eq(calendarFeeds.id, id));

// ---- feeds that need the staff (failing, or not synced for STALE_AFTER_INTERVALS intervals) ----------

/** The feed fails, or its last good sync (its creation, if none) is before `staleBefore`. */
const needsStaff = (staleBefore: Date) =>
  sql`(${calendarFeeds.lastError} is not null or coalesce(${calendarFeeds.lastSuccessAt}, ${calendarFeeds.createdAt}) < ${staleBefore.toISOString()}::timestamptz)`;

/** Feeds of rooms in service that fail or are stale, with their room's name; by room, then channel. */
export const feedsNeedingStaff = (db: Db, options: { staleBefore: Date; roomIds?: readonly string[] }) =>
  db
    .select({ feed: calendarFeeds, roomName: rooms.name })
    .from(calendarFeeds)
    .innerJoin(rooms, eq(rooms.id, calendarFeeds.roomId))
    .where(
      and(
        isNull(rooms.archivedAt),
        needsStaff(options.staleBefore),
        options.roomIds ? inArray(calendarFeeds.roomId, [...options.roomIds]) : undefined,
      ),
    )
    .orderBy(asc(rooms.name), asc(calendarFeeds.channel), asc(calendarFeeds.id));

/**
 * Takes the right to email the staff about a feed's failure run or staleness: one UPDATE, so of several
 * syncs or instances one sends it, once until the feed syncs again. The feed's row when taken.
 */
export const claimFeedAlert = async (db: Db, id: string, options: { at: Date; staleBefore: Date }) => {
  const [row] = await db
    .update(calendarFeeds)
    .set({ alertedAt: options.at })
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.alertedAt), needsStaff(options.staleBefore)))
    .returning();
  return row;
};

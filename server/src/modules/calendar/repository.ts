// Drizzle queries for calendar sync, the only code that writes calendar_feeds and calendar_blocks (and
// rooms.calendar_token, the export's secret). No rules here. room_occupancy is only read: the triggers
// of migration 0004 keep it from reservations and active blocks. The lists read reservations, users and
// rooms in the same query to show a reference code, a guest's or a room's name.
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { guestColumns, stayColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import { calendarBlocks, calendarFeeds, reservations, roomOccupancy, rooms, users } from '../../db/schema';

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

const OPEN_CONFLICT = sql`${calendarBlocks.detectedAt} is not null and ${calendarBlocks.resolvedAt} is null`;

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

// ---- blocks -----------------------------------------------------------------------------------------

const otherBlock = alias(calendarBlocks, 'other_block');
const otherFeed = alias(calendarFeeds, 'other_feed');
const guest = alias(users, 'guest');
const resolver = alias(users, 'resolver');

/** The feed's open conflicts that hold less than their event's nights (state 'conflict'). */
export const waitingConflictsOfFeed = (db: Db, feedId: string) =>
  db
    .select()
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.feedId, feedId), eq(calendarBlocks.state, 'conflict'), OPEN_CONFLICT));

export const blocksOfFeed = (db: Db, feedId: string) =>
  db.select().from(calendarBlocks).where(eq(calendarBlocks.feedId, feedId));

export const insertBlock = async (db: Db, values: BlockInsert) =>
  onlyRow(await db.insert(calendarBlocks).values(values).returning(), 'insert into calendar_blocks');

export const updateBlock = async (db: Db, id: string, values: Partial<BlockInsert>, now: Date) => {
  const [row] = await db
    .update(calendarBlocks)
    .set({ ...values, updatedAt: now })
    .where(eq(calendarBlocks.id, id))
    .returning();
  if (!row) throw new Error(`calendar block ${id} is gone`);
  return row;
};

export const deleteBlock = (db: Db, id: string) => db.delete(calendarBlocks).where(eq(calendarBlocks.id, id));

export const findBlock = async (db: Db, id: string) => {
  const [row] = await db.select().from(calendarBlocks).where(eq(calendarBlocks.id, id)).limit(1);
  return row;
};

/** Locks a block before staff resolve it (two people pressing at once: the second sees it resolved). */
export const lockBlock = async (tx: Tx, id: string) => {
  const [row] = await tx.select().from(calendarBlocks).where(eq(calendarBlocks.id, id)).for('update');
  return row;
};

/**
 * The nights of [checkin, checkout) that nothing else on the room holds (a multirange such as
 * '{[2026-12-31,2027-01-01)}', '{}' when none): what an open conflict can hold.
 */
export const freeNightsOf = async (
  db: Db,
  where: { roomId: string; checkin: string; checkout: string; exceptBlockId?: string },
) => {
  const stay = sql`daterange(${where.checkin}::date, ${where.checkout}::date, '[)')`;
  const others = where.exceptBlockId
    ? sql`and (${roomOccupancy.blockId} is null or ${roomOccupancy.blockId} <> ${where.exceptBlockId})`
    : sql``;
  const [row] = await db
    .select({
      free: sql<string>`(datemultirange(${stay}) - coalesce(range_agg(${roomOccupancy.nights}), '{}'::datemultirange))::text`,
    })
    .from(roomOccupancy)
    .where(sql`${roomOccupancy.roomId} = ${where.roomId} and ${roomOccupancy.nights} && ${stay} ${others}`);
  return row?.free ?? '{}';
};

/** A booking of ours (with its guest) or another feed's block, as a conflict or an overlap names it. */
const occupantColumns = {
  reservation: {
    id: reservations.id,
    ...stayColumns,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
  },
  other: {
    id: otherBlock.id,
    channel: otherFeed.channel,
    checkin: otherBlock.checkin,
    checkout: otherBlock.checkout,
  },
};

/** What holds any of the room's nights [checkin, checkout), other than the block `exceptBlockId`. */
const holdingNights = (where: {
  roomId: string;
  checkin: string;
  checkout: string;
  exceptBlockId?: string;
}) =>
  and(
    eq(roomOccupancy.roomId, where.roomId),
    sql`${roomOccupancy.nights} && daterange(${where.checkin}::date, ${where.checkout}::date, '[)')`,
    where.exceptBlockId
      ? or(isNull(roomOccupancy.blockId), ne(roomOccupancy.blockId, where.exceptBlockId))
      : undefined,
  );

/**
 * Everything holding any of the room's nights [checkin, checkout) other than the block itself: our
 * bookings (with the guest) and other feeds' blocks, earliest first. What a conflict's resolution shows.
 */
export const overlapsOf = (
  db: Db,
  where: { roomId: string; checkin: string; checkout: string; exceptBlockId: string },
) =>
  db
    .selectDistinctOn([roomOccupancy.reservationId, roomOccupancy.blockId], occupantColumns)
    .from(roomOccupancy)
    .leftJoin(reservations, eq(reservations.id, roomOccupancy.reservationId))
    .leftJoin(guest, eq(guest.id, reservations.userId))
    .leftJoin(otherBlock, eq(otherBlock.id, roomOccupancy.blockId))
    .leftJoin(otherFeed, eq(otherFeed.id, otherBlock.feedId))
    .where(holdingNights(where))
    .orderBy(roomOccupancy.reservationId, roomOccupancy.blockId);

export type OverlapRow = Awaited<ReturnType<typeof overlapsOf>>[number];

/** What holds any of the room's nights [checkin, checkout), other than the block itself. */
export const occupantOf = async (
  db: Db,
  where: { roomId: string; checkin: string; checkout: string; exceptBlockId?: string },
) => {
  const [row] = await db
    .select({ reservationId: roomOccupancy.reservationId, blockId: roomOccupancy.blockId })
    .from(roomOccupancy)
    .where(holdingNights(where))
    .orderBy(sql`lower(${roomOccupancy.nights})`)
    .limit(1);
  return row;
};

// ---- staff lists ------------------------------------------------------------------------------------

const conflictColumns = {
  block: calendarBlocks,
  channel: calendarFeeds.channel,
  roomName: rooms.name,
  ...occupantColumns,
  resolverFirstName: resolver.firstName,
  resolverLastName: resolver.lastName,
};

const conflictsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(conflictColumns)
    .from(calendarBlocks)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
    .innerJoin(rooms, eq(rooms.id, calendarBlocks.roomId))
    .leftJoin(reservations, eq(reservations.id, calendarBlocks.conflictReservationId))
    .leftJoin(guest, eq(guest.id, reservations.userId))
    .leftJoin(otherBlock, eq(otherBlock.id, calendarBlocks.conflictBlockId))
    .leftJoin(otherFeed, eq(otherFeed.id, otherBlock.feedId))
    .leftJoin(resolver, eq(resolver.id, calendarBlocks.resolvedBy))
    .where(where);

export type ConflictRow = Awaited<ReturnType<typeof conflictsQuery>>[number];

/** Conflicts, newest first: the open ones (not yet resolved by a person) or every event that ever was one. */
export const listConflicts = (db: Db, options: { open: boolean }) =>
  conflictsQuery(db, options.open ? OPEN_CONFLICT : sql`${calendarBlocks.detectedAt} is not null`).orderBy(
    desc(calendarBlocks.detectedAt),
    asc(calendarBlocks.id),
  );

export const findConflicts = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : conflictsQuery(db, inArray(calendarBlocks.id, [...ids])).orderBy(asc(calendarBlocks.checkin));

/** Active blocks with a night in [from, to) (either end open), with room name and channel. */
export const listActiveBlocks = (db: Db, range: { from?: string; to?: string }) => {
  const conditions: SQL[] = [eq(calendarBlocks.state, 'active')];
  if (range.from) conditions.push(sql`${calendarBlocks.checkout} > ${range.from}::date`);
  if (range.to) conditions.push(sql`${calendarBlocks.checkin} < ${range.to}::date`);
  return db
    .select({ block: calendarBlocks, channel: calendarFeeds.channel, roomName: rooms.name })
    .from(calendarBlocks)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
    .innerJoin(rooms, eq(rooms.id, calendarBlocks.roomId))
    .where(and(...conditions))
    .orderBy(asc(calendarBlocks.checkin), asc(rooms.name), asc(calendarBlocks.id));
};

// ---- exports ----------------------------------------------------------------------------------------

/**
 * Every taken stretch of one room (a holding reservation or an active block), from room_occupancy: the id
 * of what holds it (the event's stable UID) and when that last changed (its DTSTAMP).
 */
export const occupancyOfRoom = (db: Db, roomId: string) =>
  db
    .select({
      // an open conflict may hold several stretches: each its own event
      sourceId: sql<string>`coalesce(${roomOccupancy.reservationId}::text, ${roomOccupancy.blockId}::text || case when ${calendarBlocks.state} = 'conflict' then '-' || to_char(lower(${roomOccupancy.nights}), 'YYYYMMDD') else '' end)`,
      checkin: sql<string>`lower(${roomOccupancy.nights})::text`,
      checkout: sql<string>`upper(${roomOccupancy.nights})::text`,
      changedAt: sql<string>`coalesce(${reservations.updatedAt}, ${calendarBlocks.updatedAt})`,
    })
    .from(roomOccupancy)
    .leftJoin(reservations, eq(reservations.id, roomOccupancy.reservationId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, roomOccupancy.blockId))
    .where(eq(roomOccupancy.roomId, roomId))
    .orderBy(sql`lower(${roomOccupancy.nights})`, asc(roomOccupancy.id));

/** The whole property for the staff's calendar: holding reservations with guest and room. */
export const holdingReservations = (db: Db) =>
  db
    .select({
      id: reservations.id,
      ...stayColumns,
      updatedAt: reservations.updatedAt,
      roomName: rooms.name,
      ...guestColumns,
    })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(inArray(reservations.status, [...HOLDING_STATUSES]))
    .orderBy(asc(reservations.checkin), asc(reservations.id));

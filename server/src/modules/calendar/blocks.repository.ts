// Drizzle queries on calendar_blocks: a feed's blocks, what else holds a room's nights (bookings of ours,
// other feeds' blocks), the staff's conflict and block lists, and what the exports read. No rules here.
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { guestColumns, stayColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import { calendarBlocks, calendarFeeds, reservations, roomOccupancy, rooms, users } from '../../db/schema';
import type { BlockInsert } from './repository';

const OPEN_CONFLICT = sql`${calendarBlocks.detectedAt} is not null and ${calendarBlocks.resolvedAt} is null`;

type Db = Database | Tx;

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

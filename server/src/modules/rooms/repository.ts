// Drizzle queries for rooms and their seasonal rates, the only code that writes those two tables (the search
// and the reads with rates: search.repository.ts). No rules here. The availability probe reads
// room_occupancy and the delete guard reads reservations (never writing either).
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservations, roomOccupancy, roomRates, rooms } from '../../db/schema';

type Db = Database | Tx;
export type RoomInsert = typeof rooms.$inferInsert;
export type RateInsert = typeof roomRates.$inferInsert;

const HOLDING_SQL = sql.raw(HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The taken stretches of one room that overlap [from, to), from room_occupancy: the table whose exclusion
 * constraint refuses a booking's insert, so "free" here is what a booking finds free (holding reservations,
 * channel blocks, and whatever else the calendar lets hold nights). Bounded by the span asked.
 */
export const findTakenRanges = (
  db: Db,
  options: { roomId: string; from: string; to: string },
): Promise<{ checkin: string; checkout: string }[]> =>
  db
    .select({
      checkin: sql<string>`lower(${roomOccupancy.nights})::text`,
      checkout: sql<string>`upper(${roomOccupancy.nights})::text`,
    })
    .from(roomOccupancy)
    .where(
      and(
        eq(roomOccupancy.roomId, options.roomId),
        sql`${roomOccupancy.nights} && daterange(${options.from}::date, ${options.to}::date, '[)')`,
      ),
    );

/** Each room on the site by id and name only: what the chat assistant reads to spot a room named in a question. */
export const findRoomNames = (db: Db): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.basePrice), asc(rooms.name));

/** The rooms on the site with when each last changed, by name, at most `limit`: the sitemap's room pages. */
export const findRoomPages = (db: Db, limit: number): Promise<{ id: string; updatedAt: Date }[]> =>
  db
    .select({ id: rooms.id, updatedAt: rooms.updatedAt })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.name), asc(rooms.id))
    .limit(limit);

/** When any room last changed, archived ones included (archiving takes a room off the list); null without rooms. */
export const findRoomsChangedAt = async (db: Db): Promise<Date | null> => {
  const [row] = await db.select({ at: max(rooms.updatedAt) }).from(rooms);
  return row?.at ?? null;
};

/** Each room in service with its pictures: what the go-live checklist looks for demo rooms in. */
export const findRoomPictures = (db: Db) =>
  db
    .select({ name: rooms.name, images: rooms.images, imagePath: rooms.imagePath })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.name));

/** Rooms in service (not archived). */
export const countRooms = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rooms)
    .where(isNull(rooms.archivedAt));
  return row?.count ?? 0;
};

export const findRoom = async (db: Db, id: string) => {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
};

export const insertRooms = (db: Db, values: RoomInsert[]) => db.insert(rooms).values(values).returning();

export const updateRoom = async (db: Db, id: string, values: Partial<RoomInsert>) => {
  const [row] = await db
    .update(rooms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rooms.id, id))
    .returning();
  return row;
};

export const deleteRoom = async (db: Db, id: string) => {
  const deleted = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
  return deleted.length > 0;
};

/** Takes a room off the site and the admin's list, keeping it for the books. */
export const archiveRoom = async (db: Db, id: string, now: Date) => {
  const rows = await db
    .update(rooms)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .returning({ id: rooms.id });
  return rows.length > 0;
};

/** Reads reservations: how many still hold the room's nights, and how many it ever had. */
export const reservationHistoryOfRoom = async (db: Db, roomId: string) => {
  const [row] = await db
    .select({
      holding: sql<number>`count(*) filter (where ${reservations.status} in (${HOLDING_SQL}))::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(reservations)
    .where(eq(reservations.roomId, roomId));
  return { holding: row?.holding ?? 0, any: row?.any ?? 0 };
};

export const roomAmenities = (db: Db) => db.select({ id: rooms.id, amenities: rooms.amenities }).from(rooms);

export const setAmenities = (db: Db, id: string, amenities: string[]) =>
  db.update(rooms).set({ amenities, updatedAt: new Date() }).where(eq(rooms.id, id));

export const insertRate = async (db: Db, values: RateInsert) => {
  const [row] = await db.insert(roomRates).values(values).returning();
  return row;
};

export const deleteRate = async (db: Db, roomId: string, rateId: string) => {
  const deleted = await db
    .delete(roomRates)
    .where(and(eq(roomRates.id, rateId), eq(roomRates.roomId, roomId)))
    .returning({ id: roomRates.id });
  return deleted.length > 0;
};

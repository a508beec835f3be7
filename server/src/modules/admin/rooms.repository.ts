// Drizzle queries for the admin's room management. No rules here.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservations, roomRates, rooms } from '../../db/schema';

type Db = Database | Tx;
export type RoomInsert = typeof rooms.$inferInsert;
export type RateInsert = typeof roomRates.$inferInsert;

export const findAllRoomsByName = (db: Db) => db.select().from(rooms).orderBy(asc(rooms.name), asc(rooms.id));

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

export const countReservationsOfRoom = async (db: Db, roomId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reservations)
    .where(eq(reservations.roomId, roomId));
  return row?.count ?? 0;
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
    .where(sql`${roomRates.id} = ${rateId} and ${roomRates.roomId} = ${roomId}`)
    .returning({ id: roomRates.id });
  return deleted.length > 0;
};

export const ratesOfRooms = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(roomRates).where(inArray(roomRates.roomId, ids)) : Promise.resolve([]);

// Drizzle queries of the add-ons and of the lines booked on reservations. No rules here.
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { addOns, reservationAddOns, reservations, rooms, users } from '../../db/schema';

type Db = Database | Tx;
export type AddOnRow = typeof addOns.$inferSelect;
export type AddOnValues = Omit<typeof addOns.$inferInsert, 'id' | 'createdAt'>;
export type LineRow = typeof reservationAddOns.$inferSelect;
export type NewLine = typeof reservationAddOns.$inferInsert;

const order = [asc(addOns.sort), asc(addOns.nameEn)];

export const findActiveAddOns = (db: Db) =>
  db
    .select()
    .from(addOns)
    .where(eq(addOns.active, true))
    .orderBy(...order);

/** Every add-on with whether a booking names it (then it is deactivated, never deleted). */
export const findAllAddOns = (db: Db) =>
  db
    .select({
      addOn: addOns,
      used: exists(
        db.select({ one: sql`1` }).from(reservationAddOns).where(eq(reservationAddOns.addOnId, addOns.id)),
      ).mapWith(Boolean),
    })
    .from(addOns)
    .orderBy(...order);

export const findAddOn = async (db: Db, id: string) => {
  const [row] = await db.select().from(addOns).where(eq(addOns.id, id)).limit(1);
  return row ?? null;
};

export const findAddOnsByIds = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(addOns).where(inArray(addOns.id, ids));

export const isAddOnUsed = async (db: Db, id: string) =>
  (
    await db
      .select({ id: reservationAddOns.id })
      .from(reservationAddOns)
      .where(eq(reservationAddOns.addOnId, id))
      .limit(1)
  ).length > 0;

export const insertAddOn = async (db: Db, values: AddOnValues) =>
  onlyRow(await db.insert(addOns).values(values).returning(), 'insert into add_ons');

export const updateAddOn = async (db: Db, id: string, values: AddOnValues & { updatedAt: Date }) => {
  const [row] = await db.update(addOns).set(values).where(eq(addOns.id, id)).returning();
  return row ?? null;
};

export const deleteAddOn = async (db: Db, id: string) =>
  (await db.delete(addOns).where(eq(addOns.id, id)).returning({ id: addOns.id })).length > 0;

/** How many of the add-on are booked on the day by bookings that hold their nights (removed lines not). */
export const sumBookedOnDay = async (tx: Tx, addOnId: string, day: string) => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${reservationAddOns.quantity}), 0)::int` })
    .from(reservationAddOns)
    .innerJoin(reservations, eq(reservations.id, reservationAddOns.reservationId))
    .where(
      and(
        eq(reservationAddOns.addOnId, addOnId),
        eq(reservationAddOns.day, day),
        isNull(reservationAddOns.removedAt),
        inArray(reservations.status, [...HOLDING_STATUSES]),
      ),
    );
  return Number(row?.n ?? 0);
};

export const insertLines = async (tx: Tx, lines: NewLine[]) =>
  lines.length === 0 ? [] : tx.insert(reservationAddOns).values(lines).returning();

/** A reservation's lines (removed ones too) with their add-on's names, oldest first. */
export const findLinesOf = (db: Db, reservationIds: string[]) =>
  reservationIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ line: reservationAddOns, addOn: addOns })
        .from(reservationAddOns)
        .innerJoin(addOns, eq(addOns.id, reservationAddOns.addOnId))
        .where(inArray(reservationAddOns.reservationId, reservationIds))
        .orderBy(asc(reservationAddOns.addedAt), asc(addOns.sort), asc(reservationAddOns.id));

export const countLinesOf = async (tx: Tx, reservationId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reservationAddOns)
    .where(eq(reservationAddOns.reservationId, reservationId));
  return Number(row?.n ?? 0);
};

/** Marks a line removed, once; null when it is not this reservation's or was removed already. */
export const markLineRemoved = async (
  tx: Tx,
  options: { id: string; reservationId: string; by: string; at: Date },
): Promise<LineRow | null> => {
  const [row] = await tx
    .update(reservationAddOns)
    .set({ removedAt: options.at, removedBy: options.by })
    .where(
      and(
        eq(reservationAddOns.id, options.id),
        eq(reservationAddOns.reservationId, options.reservationId),
        isNull(reservationAddOns.removedAt),
      ),
    )
    .returning();
  return row ?? null;
};

/**
 * Moves a stay's lines with its dates: each day shifts as check-in does, and a trip that would fall after
 * the new check-out is due on it (a shorter stay keeps its trips).
 */
export const shiftLineDays = (tx: Tx, options: { reservationId: string; byDays: number; lastDay: string }) =>
  tx
    .update(reservationAddOns)
    .set({ day: sql`least(${reservationAddOns.day} + ${options.byDays}::int, ${options.lastDay}::date)` })
    .where(eq(reservationAddOns.reservationId, options.reservationId));

/** What is due on a day at the desk: trips of that day, the others on their check-in day. */
export const findDueOn = (db: Db, day: string) =>
  db
    .select({
      line: reservationAddOns,
      addOn: addOns,
      reservation: {
        id: reservations.id,
        referenceCode: reservations.referenceCode,
        status: reservations.status,
      },
      guest: { firstName: users.firstName, lastName: users.lastName },
      roomName: rooms.name,
    })
    .from(reservationAddOns)
    .innerJoin(addOns, eq(addOns.id, reservationAddOns.addOnId))
    .innerJoin(reservations, eq(reservations.id, reservationAddOns.reservationId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(
      and(
        eq(reservationAddOns.day, day),
        isNull(reservationAddOns.removedAt),
        inArray(reservations.status, ['confirmed', 'checked_in', 'pending']),
      ),
    )
    .orderBy(asc(addOns.sort), asc(addOns.nameEn), asc(reservations.referenceCode));

/** Queues this transaction behind others holding the same keys' locks (released at commit), in sorted order. */
export const lockKeys = async (tx: Tx, keys: string[]) => {
  const locks = [...keys].sort().map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  if (locks.length > 0) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
};

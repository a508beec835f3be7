// Drizzle queries for reservations and what hangs off them (payments, events, reviews). No rules here.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  contentItems,
  payments,
  reservationEvents,
  reservations,
  reviews,
  roomRates,
  rooms,
  users,
} from '../../db/schema';

type Db = Database | Tx;

export const findRoomWithRates = async (db: Db, roomId: string) => {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) return null;
  const rates = await db.select().from(roomRates).where(eq(roomRates.roomId, roomId));
  return { ...room, rates };
};

export const findUserById = async (db: Db, userId: string) => {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
};

export const findReservationIdByIdempotencyKey = async (db: Db, userId: string, key: string) => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
};

export const findReservationRow = async (db: Db, id: string) => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
};

/** The row, locked until the transaction ends (status changes read-then-write safely). */
export const lockReservation = async (tx: Tx, id: string) => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update').limit(1);
  return row ?? null;
};

export const insertReservation = async (db: Db, values: typeof reservations.$inferInsert) => {
  const [row] = await db.insert(reservations).values(values).returning();
  if (!row) throw new Error('insert reservation returned no row');
  return row;
};

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert) => {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payment returned no row');
  return row;
};

export const insertEvent = (db: Db, values: typeof reservationEvents.$inferInsert) =>
  db.insert(reservationEvents).values(values);

/** Moves a reservation from one of `fromStatuses` to `toStatus`; null when no row matched (gone, not theirs, or wrong status). */
export const updateStatusWhere = async (
  db: Db,
  options: { id: string; userId?: string; fromStatuses: readonly string[]; toStatus: string; now: Date },
) => {
  const [row] = await db
    .update(reservations)
    .set({ status: options.toStatus, updatedAt: options.now })
    .where(
      and(
        eq(reservations.id, options.id),
        inArray(reservations.status, [...options.fromStatuses]),
        options.userId ? eq(reservations.userId, options.userId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
};

export type ReservationOrder = 'newest_checkin' | 'newest_created' | 'checkin_asc';

const orderFor = (order: ReservationOrder): SQL[] => {
  switch (order) {
    case 'newest_checkin':
      return [desc(reservations.checkin), desc(reservations.createdAt)];
    case 'checkin_asc':
      return [asc(reservations.checkin), asc(reservations.createdAt)];
    default:
      return [desc(reservations.createdAt)];
  }
};

/** Reservations with their room and guest, one query. */
export const selectReservationsWithRoomAndUser = (
  db: Db,
  options: { where?: SQL; order?: ReservationOrder; limit?: number },
) => {
  const query = db
    .select({
      reservation: reservations,
      room: { name: rooms.name, imagePath: rooms.imagePath, images: rooms.images },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(options.where)
    .orderBy(...orderFor(options.order ?? 'newest_created'))
    .$dynamic();
  return options.limit ? query.limit(options.limit) : query;
};

export const selectPaymentsFor = (db: Db, reservationIds: string[]) =>
  reservationIds.length
    ? db
        .select()
        .from(payments)
        .where(inArray(payments.reservationId, reservationIds))
        .orderBy(asc(payments.paymentDate))
    : Promise.resolve([]);

export const selectReviewedReservationIds = async (db: Db, reservationIds: string[]) => {
  if (!reservationIds.length) return new Set<string>();
  const rows = await db
    .select({ reservationId: reviews.reservationId })
    .from(reviews)
    .where(inArray(reviews.reservationId, reservationIds));
  return new Set(rows.map((row) => row.reservationId));
};

export const selectEventsFor = (db: Db, reservationIds: string[]) =>
  reservationIds.length
    ? db
        .select({
          event: reservationEvents,
          actor: { firstName: users.firstName, lastName: users.lastName },
        })
        .from(reservationEvents)
        .leftJoin(users, eq(users.id, reservationEvents.actorId))
        .where(inArray(reservationEvents.reservationId, reservationIds))
        .orderBy(asc(reservationEvents.createdAt))
    : Promise.resolve([]);

export const selectContent = async (db: Db, keys: string[]) => {
  const rows = await db
    .select({ key: contentItems.key, content: contentItems.content })
    .from(contentItems)
    .where(inArray(contentItems.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.content]));
};

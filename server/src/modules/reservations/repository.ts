// Drizzle queries for the reservations aggregate: reservations, their history (reservation_events) and
// their payments. The only code that writes those three tables. No rules here: the use cases decide,
// these statements only do. The lists read the room's and the guest's names (and whether a review
// exists) in the same query, never writing those tables.
import type { PaymentRecordStatus } from '@domain/payment-status';
import type { ReservationStatus } from '@domain/reservation-status';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { payments, reservationEvents, reservations, reviews, rooms, users } from '../../db/schema';

type Db = Database | Tx;

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Reservations

export const findReservation = async (db: Db, id: string): Promise<ReservationRow | null> => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
};

/** The row, locked until the transaction ends (status changes and payments read-then-write safely). */
export const lockReservation = async (tx: Tx, id: string): Promise<ReservationRow | null> => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update').limit(1);
  return row ?? null;
};

export const findReservationIdByIdempotencyKey = async (db: Db, userId: string, key: string) => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
};

export const insertReservation = async (db: Db, values: typeof reservations.$inferInsert) => {
  const [row] = await db.insert(reservations).values(values).returning();
  if (!row) throw new Error('insert reservation returned no row');
  return row;
};

/**
 * Moves the reservation from exactly `from` to `to`. The status test is part of the UPDATE, so of two
 * clerks clicking at once only one moves it; the other gets false.
 */
export const moveStatus = async (
  db: Db,
  options: { id: string; from: ReservationStatus; to: ReservationStatus; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(reservations)
    .set({ status: options.to, updatedAt: options.now })
    .where(and(eq(reservations.id, options.id), eq(reservations.status, options.from)))
    .returning({ id: reservations.id });
  return rows.length > 0;
};

/** Moves the checkout and adds to the total, if the stay is still checked in with the checkout we priced from. */
export const extendStay = async (
  tx: Tx,
  options: { id: string; fromCheckout: string; toCheckout: string; addAmount: string; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(reservations)
    .set({
      checkout: options.toCheckout,
      totalAmount: sql`${reservations.totalAmount} + ${options.addAmount}::numeric`,
      updatedAt: options.now,
    })
    .where(
      and(
        eq(reservations.id, options.id),
        eq(reservations.status, 'checked_in'),
        eq(reservations.checkout, options.fromCheckout),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
};

/** Deletes a finished reservation (payments, events and review go with it); false if it is not finished. */
export const deleteFinished = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db
    .delete(reservations)
    .where(and(eq(reservations.id, id), inArray(reservations.status, ['cancelled', 'completed'])))
    .returning({ id: reservations.id });
  return rows.length > 0;
};

export const insertEvent = (db: Db, values: typeof reservationEvents.$inferInsert) =>
  db.insert(reservationEvents).values(values);

// ---------------------------------------------------------------------------------------------
// Lists with the room and the guest

export type ReservationOrder = 'newest_checkin' | 'newest_created' | 'checkin_asc';

/** Which reservations a list holds: one of them, one guest's, or all. */
export type ReservationFilter = { id?: string; userId?: string };

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
  options: ReservationFilter & { order?: ReservationOrder; limit?: number },
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
    .where(
      and(
        options.id ? eq(reservations.id, options.id) : undefined,
        options.userId ? eq(reservations.userId, options.userId) : undefined,
      ),
    )
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

/** Only what a guest quoting the code may see: the room's name, the dates and the status. */
export const findReservationsByCodes = (db: Db, codes: readonly string[]) => {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      referenceCode: reservations.referenceCode,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      status: reservations.status,
    })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(inArray(reservations.referenceCode, [...codes]));
};

/** The front desk's dashboard counts for the resort's `today`. */
export const countStats = async (db: Db, today: string) => {
  const [row] = await db
    .select({
      todaysActivity: count(
        sql`case when ${and(
          ne(reservations.status, 'cancelled'),
          or(eq(reservations.checkin, today), eq(reservations.checkout, today)),
        )} then 1 end`,
      ),
      currentGuests: count(sql`case when ${reservations.status} = 'checked_in' then 1 end`),
      totalReservations: count(),
    })
    .from(reservations);
  return {
    todaysActivity: Number(row?.todaysActivity ?? 0),
    currentGuests: Number(row?.currentGuests ?? 0),
    totalReservations: Number(row?.totalReservations ?? 0),
  };
};

// ---------------------------------------------------------------------------------------------
// Payments

/** Sum of the reservation's successful payments, as numeric text ("0" when none). */
export const sumSuccessfulPayments = async (db: Db, reservationId: string): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'success')));
  return row?.total ?? '0';
};

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> => {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payment returned no row');
  return row;
};

export const findPayment = async (db: Db, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
};

/** Settles a payment that is still pending; null when it is not (someone else settled it first). */
export const settlePendingPayment = async (
  tx: Tx,
  options: { id: string; status: 'success' | 'rejected'; verifiedBy: string; now: Date },
): Promise<PaymentRow | null> => {
  const [row] = await tx
    .update(payments)
    .set({ status: options.status, verifiedBy: options.verifiedBy, verifiedAt: options.now })
    .where(and(eq(payments.id, options.id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
};

/** Payments with their booking's reference, room, guest and status; the oldest first when awaiting a check. */
export const selectPaymentsWithBooking = (
  db: Db,
  options: { status?: PaymentRecordStatus; ids?: string[]; userId?: string },
) =>
  db
    .select({
      payment: payments,
      referenceCode: reservations.referenceCode,
      reservationStatus: reservations.status,
      roomName: rooms.name,
      guest: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        options.status ? eq(payments.status, options.status) : undefined,
        options.ids ? inArray(payments.id, options.ids) : undefined,
        options.userId ? eq(reservations.userId, options.userId) : undefined,
      ),
    )
    .orderBy(options.status === 'pending' ? asc(payments.paymentDate) : desc(payments.paymentDate));

// Drizzle queries of the front desk: status moves, stay extensions, payment checks, walk-in accounts
// and the dashboard counts. No rules here: the service decides, these statements only do.
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  contentItems,
  payments,
  reservationEvents,
  reservations,
  roomRates,
  rooms,
  users,
} from '../../db/schema';

type Db = Database | Tx;

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const findReservation = async (db: Db, id: string): Promise<ReservationRow | null> => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
};

/** The row, locked until the transaction ends (two desk payments cannot both fit under one balance). */
export const lockReservation = async (tx: Tx, id: string): Promise<ReservationRow | null> => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update').limit(1);
  return row ?? null;
};

/**
 * Moves the reservation from exactly `from` to `to`. The status test is part of the UPDATE, so of two
 * clerks clicking at once only one moves it; the other gets false.
 */
export const moveStatus = async (
  tx: Tx,
  options: { id: string; from: string; to: string; now: Date },
): Promise<boolean> => {
  const rows = await tx
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

export const findRoomWithRates = async (db: Db, roomId: string) => {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) return null;
  const rates = await db.select().from(roomRates).where(eq(roomRates.roomId, roomId));
  return { ...room, rates };
};

export const findGuest = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const selectContent = async (db: Db, keys: readonly string[]): Promise<Record<string, string>> => {
  const rows = await db
    .select({ key: contentItems.key, content: contentItems.content })
    .from(contentItems)
    .where(inArray(contentItems.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.content]));
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
export const selectPaymentsWithBooking = (db: Db, options: { status?: string; ids?: string[] }) =>
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
      ),
    )
    .orderBy(options.status === 'pending' ? asc(payments.paymentDate) : desc(payments.paymentDate));

// ---------------------------------------------------------------------------------------------
// Walk-in customers

export type AccountRow = { id: string; email: string; firstName: string; lastName: string; role: string };

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export const findAccountByEmail = async (db: Db, email: string): Promise<AccountRow | null> => {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
};

export const findAccountById = async (db: Db, id: string): Promise<AccountRow | null> => {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** A customer without a password: they can choose one later through Forgot Password. */
export const insertWalkInCustomer = async (
  db: Db,
  values: { email: string; firstName: string; lastName: string },
): Promise<AccountRow> => {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null, role: 'customer', isActive: true })
    .returning(accountColumns);
  if (!row) throw new Error('insert walk-in customer returned no row');
  return row;
};

// ---------------------------------------------------------------------------------------------
// Dashboard counts

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

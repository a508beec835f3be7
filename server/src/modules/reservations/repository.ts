// Drizzle queries of the reservations aggregate's rows: a reservation, its status and bill, its holds and
// reminders, and its history (reservation_events). No rules here: the use cases decide, these statements
// only do. The booking's insert is booking.repository.ts, the payments payments.repository.ts, the lists
// lists.repository.ts and the senior / PWD IDs discount-guests.repository.ts.
import { toDecimalString } from '@domain/money';
import type { DiscountedBill } from '@domain/pricing';
import { CLOSED_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { payments, reservationEvents, reservations } from '../../db/schema';

type Db = Database | Tx;

export type ReservationRow = typeof reservations.$inferSelect;

export const findReservation = async (db: Db, id: string): Promise<ReservationRow | null> => {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
};

/** The row, locked until the transaction ends (status changes and payments read-then-write safely). */
export const lockReservation = async (tx: Tx, id: string): Promise<ReservationRow | null> => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update').limit(1);
  return row ?? null;
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

/** A stay's bill with the extra guests' part of its regular price (left out: a re-pricing that keeps it). */
export type StayBill = DiscountedBill & { extraGuestCentavos?: number; addOnCentavos?: number };

/** The stored parts of a bill: the total, the senior / PWD discount's parts and the extra guests' charges. */
export const billColumns = (bill: StayBill) => ({
  totalAmount: toDecimalString(bill.totalCentavos),
  vatExemptSales: toDecimalString(bill.vatExemptSalesCentavos),
  vatExemptAmount: toDecimalString(bill.vatExemptCentavos),
  discountAmount: toDecimalString(bill.discountCentavos),
  ...(bill.extraGuestCentavos === undefined
    ? {}
    : { extraGuestAmount: toDecimalString(bill.extraGuestCentavos) }),
  ...(bill.addOnCentavos === undefined ? {} : { addOnAmount: toDecimalString(bill.addOnCentavos) }),
});

/**
 * The columns of a stay priced again (an extension, a weather move, a discount removed): `bill` is the
 * room's, and the stored extras' amount stays in the total (ADR 0066).
 */
export const repricedColumns = (bill: StayBill) => ({
  ...billColumns(bill),
  totalAmount: sql`${toDecimalString(bill.totalCentavos)}::numeric + ${reservations.addOnAmount}`,
});

/** Moves the checkout and re-prices the stay, if it is still checked in with the checkout we priced from. */
export const extendStay = async (
  tx: Tx,
  options: { id: string; fromCheckout: string; toCheckout: string; bill: StayBill; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(reservations)
    .set({ checkout: options.toCheckout, ...repricedColumns(options.bill), updatedAt: options.now })
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

/**
 * Archives a finished reservation: it leaves every list, while its payments, history and review stay and
 * still count in reports. False if it is not finished (or already archived).
 */
export const archiveFinished = async (db: Db, options: { id: string; by: string; now: Date }) => {
  const rows = await db
    .update(reservations)
    .set({ archivedAt: options.now, archivedBy: options.by, updatedAt: options.now })
    .where(
      and(
        eq(reservations.id, options.id),
        inArray(reservations.status, [...CLOSED_STATUSES]),
        isNull(reservations.archivedAt),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
};

/** Sets (or clears, with null) the time a pending booking without a live payment expires. */
export const setHoldExpiry = (db: Db, id: string, at: Date | null) =>
  db.update(reservations).set({ holdExpiresAt: at }).where(eq(reservations.id, id));

/** SQL: the reservation has a payment verified or awaiting verification (a live one). */
const hasLivePayment = sql`exists (select 1 from ${payments} p where p.reservation_id = ${reservations.id}
  and p.status in ('pending', 'success') and p.kind <> 'refund')`;

/** True when the reservation has a payment verified or awaiting verification. */
export const hasLivePaymentFor = async (db: Db, id: string) => {
  const [row] = await db
    .select({ live: sql<boolean>`${hasLivePayment}` })
    .from(reservations)
    .where(eq(reservations.id, id));
  return Boolean(row?.live);
};

/** Sets (or clears, with null: the desk verified a payment or extended the hold) a booking's "verify by" time. */
export const setVerifyBy = (db: Db, id: string, at: Date | null) =>
  db.update(reservations).set({ verifyBy: at }).where(eq(reservations.id, id));

/** SQL: the reservation has a verified payment (refunds aside). */
const hasVerifiedPayment = sql`exists (select 1 from ${payments} p where p.reservation_id = ${reservations.id}
  and p.status = 'success' and p.kind <> 'refund')`;

/**
 * Pending bookings whose hold ran out: the expiry job's work. `unverified` when it is the "verify by" time
 * that passed with no payment verified (whatever references wait), else the hold after a rejection with no
 * payment verified or awaiting verification.
 */
export const selectExpiredHolds = (db: Db, now: Date) => {
  const at = now.toISOString();
  const unverifiedOver = sql`(${reservations.verifyBy} <= ${at} and not ${hasVerifiedPayment})`;
  return db
    .select({ id: reservations.id, unverified: sql<boolean>`${unverifiedOver}` })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        or(sql`(${reservations.holdExpiresAt} <= ${at} and not ${hasLivePayment})`, unverifiedOver),
      ),
    )
    .limit(500);
};

/** Confirmed stays starting between tomorrow and `lastDay` that had no reminder yet. */
export const selectDueReminders = (db: Db, options: { today: string; lastDay: string }) =>
  db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'confirmed'),
        isNull(reservations.reminderSentAt),
        isNull(reservations.archivedAt),
        sql`${reservations.checkin} > ${options.today}`,
        sql`${reservations.checkin} <= ${options.lastDay}`,
      ),
    )
    .limit(500);

/** Marks the reminder sent; false when another run already did. */
export const markReminderSent = async (db: Db, id: string, now: Date) => {
  const rows = await db
    .update(reservations)
    .set({ reminderSentAt: now })
    .where(and(eq(reservations.id, id), isNull(reservations.reminderSentAt)))
    .returning({ id: reservations.id });
  return rows.length > 0;
};

export const insertEvent = (db: Db, values: typeof reservationEvents.$inferInsert) =>
  db.insert(reservationEvents).values(values);

/** Adds `centavos` (negative: a removed extra) to the extras' amount and the total alike (ADR 0066). */
export const addToAddOnAmount = async (tx: Tx, options: { id: string; centavos: number; now: Date }) => {
  const delta = toDecimalString(options.centavos);
  await tx
    .update(reservations)
    .set({
      addOnAmount: sql`${reservations.addOnAmount} + ${delta}::numeric`,
      totalAmount: sql`${reservations.totalAmount} + ${delta}::numeric`,
      updatedAt: options.now,
    })
    .where(eq(reservations.id, options.id));
};

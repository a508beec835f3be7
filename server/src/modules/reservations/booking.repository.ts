// Drizzle queries of a new booking: its rows written in one transaction, and the reads that decide
// whether it may be written (an earlier request with its idempotency key, the guest's pending bookings,
// the nights held unverified), with the locks that make those reads safe against a racing booking.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { onlyRow } from '../../db/rows';
import { payments, reservationEvents, reservations } from '../../db/schema';
import type { PaymentRow } from './payments.repository';
import type { ReservationRow } from './repository';

type Db = Database | Tx;

/** The rows of a new booking; the reservation's id is chosen by the caller so the others can name it. */
export type NewBooking = {
  reservation: typeof reservations.$inferInsert & { id: string };
  /** Its down payment (none: nothing paid yet). */
  payment: typeof payments.$inferInsert | null;
  /** Its 'created' history event. */
  event: typeof reservationEvents.$inferInsert;
};

/** The caller's work in the booking's transaction: its checks before the rows, its emails after them. */
export type BookingSteps = { check?: (tx: Tx) => Promise<void>; after?: (tx: Tx) => Promise<void> };

export type WrittenBooking = { reservation: ReservationRow; payments: PaymentRow[] };

/**
 * A new booking's rows in one transaction: first `check(tx)` (the caller's reads that decide whether it
 * may be written, behind its locks), then the reservation, its down payment, its 'created' event, and
 * last `after(tx)` (the caller queues its emails). An overlap fails the reservation's INSERT with 23P01 (the occupancy
 * trigger's exclusion constraint) and nothing is written. It answers with the rows as written, so the
 * answer's DTO needs no read after it.
 */
export const insertBooking = (
  db: Database,
  booking: NewBooking,
  { check, after }: BookingSteps = {},
): Promise<WrittenBooking> =>
  db.transaction(async (tx) => {
    await check?.(tx);
    const reservation = onlyRow(
      await tx.insert(reservations).values(booking.reservation).returning(),
      'the booking insert',
    );
    const paid = booking.payment
      ? [onlyRow(await tx.insert(payments).values(booking.payment).returning(), 'the down payment insert')]
      : [];
    await tx.insert(reservationEvents).values(booking.event);
    await after?.(tx);
    return { reservation, payments: paid };
  });

export const findReservationIdByIdempotencyKey = async (db: Db, userId: string, key: string) => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
};

/** How many of the guest's bookings wait for payment verification. */
// Every guest booking asks it first: prepared once per database handle, like the session's and the
// room's reads.
const pendingCount = oncePerDb((db: Db) =>
  db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, sql.placeholder('userId')),
        eq(reservations.status, 'pending'),
        isNull(reservations.archivedAt),
      ),
    )
    .prepare('reservations_pending_count'),
);

export const countPendingOf = async (db: Db, userId: string): Promise<number> => {
  const [row] = await pendingCount(db).execute({ userId });
  return row?.n ?? 0;
};

/** The same count inside a transaction (behind the guest's lock, where it decides). */
export const countPendingIn = async (tx: Tx, userId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.status, 'pending'),
        isNull(reservations.archivedAt),
      ),
    );
  return row?.n ?? 0;
};

/** SQL: the room-nights of the pending bookings whose "verify by" clock runs. */
const unverifiedNights = sql<number>`coalesce(sum(${reservations.checkout} - ${reservations.checkin}), 0)::int`;
const unverifiedHeld = and(eq(reservations.status, 'pending'), isNotNull(reservations.verifyBy));

/** Room-nights held unverified by one account and by one address. */
export const sumUnverifiedNights = async (db: Db, by: { userId: string; address: string }) => {
  const [account] = await db
    .select({ nights: unverifiedNights })
    .from(reservations)
    .where(and(unverifiedHeld, eq(reservations.userId, by.userId)));
  const [address] = await db
    .select({ nights: unverifiedNights })
    .from(reservations)
    .where(and(unverifiedHeld, eq(reservations.bookedFrom, by.address)));
  return { account: Number(account?.nights ?? 0), address: Number(address?.nights ?? 0) };
};

/**
 * Queues this transaction behind any other holding the same keys' locks (released at commit): two
 * bookings from one account or address cannot both pass the cap check before either is written.
 */
export const lockKeys = async (tx: Tx, keys: string[]) => {
  for (const key of [...keys].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
};

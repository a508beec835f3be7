// Drizzle queries of a new booking: its rows written in one transaction, and the reads that decide
// whether it may be written (an earlier request with its idempotency key, the guest's pending bookings,
// the nights held unverified), with the locks that make those reads safe against a racing booking.
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { onlyRow } from '../../db/rows';
import { payments, reservationCottages, reservationEvents, reservations } from '../../db/schema';
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

/** A cottage held for a day by a booking (its holding follows the booking's status: migration 0023's triggers). */
export const insertCottageDay = async (
  tx: Tx,
  row: { reservationId: string; cottageId: string; day: string },
) => {
  await tx.insert(reservationCottages).values(row);
};

export const findReservationIdByIdempotencyKey = async (db: Db, userId: string, key: string) => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
};

/** Bookings counted: a group booking's rooms count once. */
const bookingCount = sql<number>`count(distinct coalesce(${reservations.groupId}, ${reservations.id}))::int`;

/** How many of the guest's bookings wait for payment verification. */
// Every guest booking asks it first: prepared once per database handle, like the session's and the
// room's reads.
const pendingCount = oncePerDb((db: Db) =>
  db
    .select({ n: bookingCount })
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

/** SQL: the room-nights of the pending bookings whose "verify by" clock runs, among those `where` picks. */
const unverifiedNightsWhere = (where: SQL) =>
  sql<number>`coalesce(sum(${reservations.checkout} - ${reservations.checkin}) filter (where ${reservations.status} = 'pending' and ${reservations.verifyBy} is not null and ${where}), 0)::int`;

/**
 * What the booking limits count, in one statement (inside the booking's transaction, behind its locks):
 * the account's bookings awaiting verification, and the room-nights held unverified by the account and
 * by the address.
 */
export const countHeld = async (tx: Tx, by: { userId: string; address: string | null }) => {
  const [row] = await tx
    .select({
      pending: sql<number>`count(distinct coalesce(${reservations.groupId}, ${reservations.id})) filter (where ${reservations.userId} = ${by.userId} and ${reservations.status} = 'pending' and ${reservations.archivedAt} is null)::int`,
      account: unverifiedNightsWhere(sql`${reservations.userId} = ${by.userId}`),
      address:
        by.address === null
          ? sql<number>`0`
          : unverifiedNightsWhere(sql`${reservations.bookedFrom} = ${by.address}`),
    })
    .from(reservations)
    .where(
      by.address === null
        ? eq(reservations.userId, by.userId)
        : or(eq(reservations.userId, by.userId), eq(reservations.bookedFrom, by.address)),
    );
  return {
    pending: Number(row?.pending ?? 0),
    account: Number(row?.account ?? 0),
    address: Number(row?.address ?? 0),
  };
};

/**
 * Queues this transaction behind any other holding the same keys' locks (released at commit): two
 * bookings from one account or address cannot both pass the cap check before either is written. One
 * statement; its locks are taken left to right, in the keys' sorted order (no two bookings wait on each other).
 */
export const lockKeys = async (tx: Tx, keys: string[]) => {
  const locks = [...keys].sort().map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  if (locks.length > 0) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
};

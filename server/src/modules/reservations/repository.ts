// Drizzle queries for the reservations aggregate: reservations, their history (reservation_events) and
// their payments. The only code that writes those three tables. No rules here: the use cases decide,
// these statements only do. The lists read the room's and the guest's names (and whether a review
// exists) in the same query, never writing those tables.
import { toDecimalString } from '@domain/money';
import type { PaymentRecordStatus } from '@domain/payment-status';
import type { DiscountedBill } from '@domain/pricing';
import { CLOSED_STATUSES, HOLDING_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { guestColumns, nameColumns } from '../../db/columns';
import { getOrMake, oncePerDb } from '../../db/once-per-db';
import { onlyRow } from '../../db/rows';
import {
  jobs,
  payments,
  reservationDiscountGuests,
  reservationEvents,
  reservations,
  reviews,
  rooms,
  users,
} from '../../db/schema';
import { JOB_ROW_COLUMNS, type JobRow } from '../../lib/jobs/runner';

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

// The columns a booking writes, each row's in a fixed order: the statement is built and prepared once
// per shape (with or without a down payment, with or without its emails), then only its values travel.
const BOOKING_COLUMNS = {
  reservation: [
    'id',
    'referenceCode',
    'roomId',
    'userId',
    'checkin',
    'checkout',
    'adults',
    'kids',
    'totalAmount',
    'vatExemptSales',
    'vatExemptAmount',
    'discountAmount',
    'discountGuests',
    'specialRequests',
    'status',
    'paymentMethod',
    'transactionId',
    'idempotencyKey',
    'createdBy',
    'holdExpiresAt',
    'verifyBy',
    'bookedFrom',
  ],
  payment: [
    'reservationId',
    'amount',
    'paymentMethod',
    'transactionId',
    'kind',
    'status',
    'paymentDate',
    'recordedBy',
    'verifiedBy',
    'verifiedAt',
  ],
  event: ['reservationId', 'action', 'fromStatus', 'toStatus', 'note', 'actorId'],
  job: JOB_ROW_COLUMNS,
} as const satisfies {
  reservation: readonly (keyof typeof reservations.$inferInsert)[];
  payment: readonly (keyof typeof payments.$inferInsert)[];
  event: readonly (keyof typeof reservationEvents.$inferInsert)[];
  job: readonly (keyof typeof jobs.$inferInsert)[];
};

type BookingPart = keyof typeof BOOKING_COLUMNS;
/** A row of a booking: every column the statement writes, given (null where the column allows it). */
type BookingRow<Insert, Part extends BookingPart> = Required<
  Pick<Insert, (typeof BOOKING_COLUMNS)[Part][number] & keyof Insert>
>;

export type NewBooking = {
  reservation: BookingRow<typeof reservations.$inferInsert, 'reservation'>;
  payment: BookingRow<typeof payments.$inferInsert, 'payment'> | null;
  event: BookingRow<typeof reservationEvents.$inferInsert, 'event'>;
  /** The job that sends its emails (none: no email). */
  job: JobRow | null;
};

const BOOKING_TABLES = { reservation: reservations, payment: payments, event: reservationEvents, job: jobs };

/**
 * `{ column: placeholder 'part.column' }` for a part's columns: the values an insert of it names. Plain
 * SQL placeholders: Drizzle would run a column's encoder on a null too, so bookingValues encodes them.
 */
const placeholdersOf = (part: BookingPart) =>
  Object.fromEntries(
    BOOKING_COLUMNS[part].map((column) => [column, sql`${sql.placeholder(`${part}.${column}`)}`]),
  );

/** The values of a booking's rows under their placeholders' names, as their columns store them. */
const bookingValues = (booking: NewBooking) => {
  const values: Record<string, unknown> = {};
  for (const part of Object.keys(BOOKING_COLUMNS) as BookingPart[]) {
    const row = booking[part] as Record<string, unknown> | null;
    if (!row) continue;
    const table = BOOKING_TABLES[part] as unknown as Record<string, Column>;
    for (const column of BOOKING_COLUMNS[part]) {
      const value = row[column];
      values[`${part}.${column}`] = value == null ? null : table[column]?.mapToDriverValue(value);
    }
  }
  return values;
};

type BookingShape = { payment: boolean; job: boolean };

const bookingStatementName = (shape: BookingShape) =>
  `booking_insert${shape.payment ? '_paid' : ''}${shape.job ? '_mailed' : ''}`;

/** The booking's statement for one shape, named `name`. */
const bookingStatement = (db: Db, shape: BookingShape, name: string) => {
  // biome-ignore lint/suspicious/noExplicitAny: the placeholders stand for the columns' values
  const valuesOf = (part: BookingPart) => placeholdersOf(part) as any;
  const created = db.$with('created').as(db.insert(reservations).values(valuesOf('reservation')).returning());
  const alongside = [
    db.$with('created_event').as(db.insert(reservationEvents).values(valuesOf('event')).returning()),
    ...(shape.job ? [db.$with('queued_job').as(db.insert(jobs).values(valuesOf('job')).returning())] : []),
  ];
  if (!shape.payment)
    return {
      payment: false as const,
      query: db
        .with(created, ...alongside)
        .select()
        .from(created)
        .prepare(name),
    };
  const downPayment = db
    .$with('down_payment')
    .as(db.insert(payments).values(valuesOf('payment')).returning());
  return {
    payment: true as const,
    query: db
      .with(created, downPayment, ...alongside)
      .select()
      .from(created)
      .crossJoin(downPayment)
      .prepare(name),
  };
};

/** The booking's statement for a shape, prepared on first use per database handle. */
const bookingStatements = oncePerDb((db: Db) => {
  const made = new Map<string, ReturnType<typeof bookingStatement>>();
  return (shape: BookingShape) => {
    const name = bookingStatementName(shape);
    return getOrMake(made, name, () => bookingStatement(db, shape, name));
  };
});

/**
 * A new booking's rows in ONE statement (one round trip, atomic without BEGIN and COMMIT): the
 * reservation, and beside it, as data-modifying CTEs, its down payment, its 'created' event and the job
 * that sends its emails. The reservation's id is chosen here so the other rows can name it; their
 * foreign keys are checked at the end of the statement, when it exists. An overlap still fails the
 * whole statement with 23P01 (the occupancy trigger's exclusion constraint). It answers with the rows
 * as written (the reservation and its down payment), so the answer's DTO needs no read after it.
 */
export const insertBooking = async (
  db: Db,
  booking: NewBooking,
): Promise<{ reservation: ReservationRow; payments: PaymentRow[] }> => {
  const statement = bookingStatements(db)({ payment: booking.payment !== null, job: booking.job !== null });
  const values = bookingValues(booking);
  if (!statement.payment) {
    const reservation = onlyRow(await statement.query.execute(values), 'the booking insert');
    return { reservation, payments: [] };
  }
  const row = onlyRow(await statement.query.execute(values), 'the booking insert');
  return { reservation: row.created, payments: [row.down_payment] };
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

/** The stored parts of a bill: the total and the senior / PWD discount's parts. */
export const billColumns = (bill: DiscountedBill) => ({
  totalAmount: toDecimalString(bill.totalCentavos),
  vatExemptSales: toDecimalString(bill.vatExemptSalesCentavos),
  vatExemptAmount: toDecimalString(bill.vatExemptCentavos),
  discountAmount: toDecimalString(bill.discountCentavos),
});

/** Moves the checkout and re-prices the stay, if it is still checked in with the checkout we priced from. */
export const extendStay = async (
  tx: Tx,
  options: { id: string; fromCheckout: string; toCheckout: string; bill: DiscountedBill; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(reservations)
    .set({ checkout: options.toCheckout, ...billColumns(options.bill), updatedAt: options.now })
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

/** Whether the room / guest has bookings that still hold nights, and whether it has any at all. */
export const historyOf = async (db: Db, by: { roomId: string } | { userId: string }) => {
  const [row] = await db
    .select({
      holding: count(sql`case when ${inArray(reservations.status, [...HOLDING_STATUSES])} then 1 end`),
      all: count(),
    })
    .from(reservations)
    .where('roomId' in by ? eq(reservations.roomId, by.roomId) : eq(reservations.userId, by.userId));
  return { holding: Number(row?.holding ?? 0), any: Number(row?.all ?? 0) };
};

export const insertEvent = (db: Db, values: typeof reservationEvents.$inferInsert) =>
  db.insert(reservationEvents).values(values);

// ---------------------------------------------------------------------------------------------
// Lists with the room and the guest

export type ReservationOrder = 'newest_checkin' | 'newest_created' | 'checkin_asc';

/** Archived reservations ("deleted" by the desk) leave every list but the admin's archive. */
/** Archived reservations left out (the lists), the only ones (the admin's archive), or kept (emails). */
export type ArchivedFilter = 'exclude' | 'only' | 'include';

const archivedCondition = (filter: ArchivedFilter) =>
  filter === 'include'
    ? undefined
    : filter === 'only'
      ? isNotNull(reservations.archivedAt)
      : isNull(reservations.archivedAt);

/** Which reservations a list holds: one of them, one guest's, or all. */
export type ReservationFilter = { id?: string; ids?: string[]; userId?: string; archived?: ArchivedFilter };

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

/** A read of the rows belonging to some reservations; no query at all when there are none. */
const ofReservations = <Row>(ids: string[], read: (ids: string[]) => PromiseLike<Row[]>): Promise<Row[]> =>
  ids.length ? Promise.resolve(read(ids)) : Promise.resolve([]);

/** Reservations with their room and guest, one query. */
export const selectReservationsWithRoomAndUser = (
  db: Db,
  options: ReservationFilter & { order?: ReservationOrder; limit?: number },
) => {
  const query = db
    .select({
      reservation: reservations,
      room: { name: rooms.name, imagePath: rooms.imagePath, images: rooms.images },
      user: guestColumns,
    })
    .from(reservations)
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        options.id ? eq(reservations.id, options.id) : undefined,
        options.ids ? inArray(reservations.id, options.ids) : undefined,
        options.userId ? eq(reservations.userId, options.userId) : undefined,
        archivedCondition(options.archived ?? 'exclude'),
      ),
    )
    .orderBy(...orderFor(options.order ?? 'newest_created'))
    .$dynamic();
  return options.limit ? query.limit(options.limit) : query;
};

export const selectPaymentsFor = (db: Db, reservationIds: string[]) =>
  ofReservations(reservationIds, (ids) =>
    db.select().from(payments).where(inArray(payments.reservationId, ids)).orderBy(asc(payments.paymentDate)),
  );

export const selectReviewedReservationIds = async (db: Db, reservationIds: string[]) => {
  if (!reservationIds.length) return new Set<string>();
  const rows = await db
    .select({ reservationId: reviews.reservationId })
    .from(reviews)
    .where(inArray(reviews.reservationId, reservationIds));
  return new Set(rows.map((row) => row.reservationId));
};

export const selectEventsFor = (db: Db, reservationIds: string[]) =>
  ofReservations(reservationIds, (ids) =>
    db
      .select({ event: reservationEvents, actor: nameColumns })
      .from(reservationEvents)
      .leftJoin(users, eq(users.id, reservationEvents.actorId))
      .where(inArray(reservationEvents.reservationId, ids))
      .orderBy(asc(reservationEvents.createdAt)),
  );

/** The senior / PWD IDs recorded for these reservations, with who recorded them, oldest first. */
export const selectDiscountGuestsFor = (db: Db, reservationIds: string[]) =>
  ofReservations(reservationIds, (ids) =>
    db
      .select({ guest: reservationDiscountGuests, recordedBy: nameColumns })
      .from(reservationDiscountGuests)
      .leftJoin(users, eq(users.id, reservationDiscountGuests.recordedBy))
      .where(inArray(reservationDiscountGuests.reservationId, ids))
      .orderBy(asc(reservationDiscountGuests.recordedAt), asc(reservationDiscountGuests.fullName)),
  );

/** IDs recorded and not removed, for one reservation. */
export const countActiveDiscountGuests = (db: Db, reservationId: string) =>
  db.$count(
    reservationDiscountGuests,
    and(
      eq(reservationDiscountGuests.reservationId, reservationId),
      isNull(reservationDiscountGuests.removedAt),
    ),
  );

export const insertDiscountGuest = (db: Db, values: typeof reservationDiscountGuests.$inferInsert) =>
  db.insert(reservationDiscountGuests).values(values).returning({ id: reservationDiscountGuests.id });

/** Marks a recorded ID removed (never deleted); null when it is not this reservation's or already removed. */
export const removeDiscountGuest = async (
  db: Db,
  options: { id: string; reservationId: string; by: string; reason: string; now: Date },
) => {
  const rows = await db
    .update(reservationDiscountGuests)
    .set({ removedAt: options.now, removedBy: options.by, removedReason: options.reason })
    .where(
      and(
        eq(reservationDiscountGuests.id, options.id),
        eq(reservationDiscountGuests.reservationId, options.reservationId),
        isNull(reservationDiscountGuests.removedAt),
      ),
    )
    .returning({ fullName: reservationDiscountGuests.fullName });
  return rows[0] ?? null;
};

/** One fewer eligible guest and the re-priced bill (the caller holds the reservation's lock). */
export const setDiscount = async (
  tx: Tx,
  options: { id: string; discountGuests: number; bill: DiscountedBill; now: Date },
) => {
  await tx
    .update(reservations)
    .set({ discountGuests: options.discountGuests, ...billColumns(options.bill), updatedAt: options.now })
    .where(eq(reservations.id, options.id));
};

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
          notInArray(reservations.status, ['cancelled', 'expired']),
          or(eq(reservations.checkin, today), eq(reservations.checkout, today)),
        )} then 1 end`,
      ),
      currentGuests: count(sql`case when ${reservations.status} = 'checked_in' then 1 end`),
      totalReservations: count(),
    })
    .from(reservations)
    .where(isNull(reservations.archivedAt));
  return {
    todaysActivity: Number(row?.todaysActivity ?? 0),
    currentGuests: Number(row?.currentGuests ?? 0),
    totalReservations: Number(row?.totalReservations ?? 0),
  };
};

// ---------------------------------------------------------------------------------------------
// Payments

/** What was paid: the reservation's successful payments minus its refunds, as numeric text ("0" when none). */
export const sumSuccessfulPayments = async (db: Db, reservationId: string): Promise<string> => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'success')));
  return row?.total ?? '0';
};

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> =>
  onlyRow(await db.insert(payments).values(values).returning(), 'insert payment');

export const findPayment = async (db: Db, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
};

/** Settles a payment that is still pending; null when it is not (someone else settled it first). */
export const settlePendingPayment = async (
  tx: Tx,
  options: { id: string; status: 'success' | 'rejected'; verifiedBy: string; now: Date; reason?: string },
): Promise<PaymentRow | null> => {
  const [row] = await tx
    .update(payments)
    .set({
      status: options.status,
      verifiedBy: options.verifiedBy,
      verifiedAt: options.now,
      ...(options.reason ? { reason: options.reason } : {}),
    })
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
      guest: guestColumns,
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

// Drizzle queries of the reservations' lists and counts: reservations with their room and guest (and
// whether a review exists), the rows that belong to them (payments, history, senior / PWD IDs), the
// lookups by reference code and the front desk's counts. Reads only.
import {
  and,
  asc,
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
import {
  bookingGroups,
  cottages,
  payments,
  reservationCottages,
  reservationDiscountGuests,
  reservationEvents,
  reservations,
  reviews,
  rooms,
  users,
} from '../../db/schema';

type Db = Database | Tx;

export type ReservationOrder = 'newest_checkin' | 'newest_created' | 'checkin_asc';

/** Archived reservations left out (the lists), the only ones (the admin's archive), or kept (emails). */
export type ArchivedFilter = 'exclude' | 'only' | 'include';

const archivedCondition = (filter: ArchivedFilter) =>
  filter === 'include'
    ? undefined
    : filter === 'only'
      ? isNotNull(reservations.archivedAt)
      : isNull(reservations.archivedAt);

/** Which reservations a list holds: one of them, one guest's, or all. */
export type ReservationFilter = {
  id?: string;
  ids?: string[];
  userId?: string;
  /** The rooms of one group booking. */
  groupId?: string;
  archived?: ArchivedFilter;
};

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

/** Reservations with their room (none for a day visit) and guest, one query. */
export const selectReservationsWithRoomAndUser = (
  db: Db,
  options: ReservationFilter & { order?: ReservationOrder; limit?: number },
) => {
  const query = db
    .select({
      reservation: reservations,
      room: { name: rooms.name, imagePath: rooms.imagePath, images: rooms.images },
      user: guestColumns,
      group: { id: bookingGroups.id, referenceCode: bookingGroups.referenceCode },
    })
    .from(reservations)
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(bookingGroups, eq(bookingGroups.id, reservations.groupId))
    .where(
      and(
        options.id ? eq(reservations.id, options.id) : undefined,
        options.groupId ? eq(reservations.groupId, options.groupId) : undefined,
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

/** The cottages these reservations hold (a day visit's one cottage), by reservation. */
export const selectCottagesFor = (db: Db, reservationIds: string[]) =>
  ofReservations(reservationIds, (ids) =>
    db
      .selectDistinctOn([reservationCottages.reservationId], {
        reservationId: reservationCottages.reservationId,
        id: cottages.id,
        name: cottages.name,
        images: cottages.images,
      })
      .from(reservationCottages)
      .innerJoin(cottages, eq(cottages.id, reservationCottages.cottageId))
      .where(inArray(reservationCottages.reservationId, ids))
      .orderBy(reservationCottages.reservationId, asc(reservationCottages.day)),
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

/** Only what a guest quoting the code may see: the room's name (null: a day visit), the dates and the status. */
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
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
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

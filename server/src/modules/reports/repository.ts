// Drizzle queries behind the financial report, the CSV exports and the admin's stats cards. Sums stay
// numeric in SQL and travel as text ("1234.56"), so no float touches a peso before the service counts
// centavos.
//
// A read model: it only SELECTs, across the tables other modules own (reservations, payments, rooms,
// users, reviews), because a report is one query over all of them. It never writes a row.
import type { ReservationStatus } from '@domain/reservation-status';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, reservations, reviews, rooms, users } from '../../db/schema';

export type MonthStatusRow = { month: string; status: ReservationStatus; count: number; total: string };

/** Reservations counted and summed per check-in month and status: every figure of the report comes from this. */
export const totalsByMonthAndStatus = (db: Database): Promise<MonthStatusRow[]> => {
  const month = sql<string>`to_char(${reservations.checkin}, 'YYYY-MM')`;
  return db
    .select({
      month,
      status: reservations.status,
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${reservations.totalAmount}), 0)::text`,
    })
    .from(reservations)
    .groupBy(month, reservations.status)
    .orderBy(month);
};

export type ReservationExportRow = {
  id: string;
  referenceCode: string;
  firstName: string;
  lastName: string;
  email: string;
  roomName: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  status: ReservationStatus;
  totalAmount: string;
  paidAmount: string;
  paymentMethod: string | null;
  transactionId: string | null;
  specialRequests: string;
  createdAt: Date;
};

/** Every reservation with its guest, room and the sum of its successful payments, by check-in. */
export const reservationsForExport = (db: Database): Promise<ReservationExportRow[]> =>
  db
    .select({
      id: reservations.id,
      referenceCode: reservations.referenceCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      adults: reservations.adults,
      kids: reservations.kids,
      status: reservations.status,
      totalAmount: reservations.totalAmount,
      paidAmount: sql<string>`coalesce((
        select sum(${payments.amount}) from ${payments}
        where ${payments.reservationId} = ${reservations.id} and ${payments.status} = 'success'
      ), 0)::text`,
      paymentMethod: reservations.paymentMethod,
      transactionId: reservations.transactionId,
      specialRequests: reservations.specialRequests,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .orderBy(asc(reservations.checkin), asc(reservations.createdAt));

// ---------------------------------------------------------------------------------------------
// Admin stats cards

/** Statuses whose nights count as booked for the occupancy rate (everything but cancelled). */
const OCCUPYING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in', 'completed'];

/** Sum of totals of non-cancelled reservations checking in within [from, to). */
export const revenueCheckingInBetween = async (db: Database, from: string, to: string): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${reservations.totalAmount}), 0)::text` })
    .from(reservations)
    .where(
      and(
        ne(reservations.status, 'cancelled'),
        gte(reservations.checkin, from),
        lt(reservations.checkin, to),
      ),
    );
  return row?.total ?? '0';
};

/** Booked room-nights inside [from, to): each stay's nights clipped to the window. */
export const bookedNightsBetween = async (db: Database, from: string, to: string): Promise<number> => {
  const [row] = await db
    .select({
      nights: sql<number>`coalesce(sum(
        least(${reservations.checkout}, ${to}::date) - greatest(${reservations.checkin}, ${from}::date)
      ), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, OCCUPYING_STATUSES),
        lt(reservations.checkin, to),
        sql`${reservations.checkout} > ${from}::date`,
      ),
    );
  return row?.nights ?? 0;
};

/** Adults plus kids of every reservation that was not cancelled, all time. */
export const totalGuests = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ guests: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.kids}), 0)::int` })
    .from(reservations)
    .where(ne(reservations.status, 'cancelled'));
  return row?.guests ?? 0;
};

/** Average rating of approved reviews as text (null when there are none). */
export const averageApprovedRating = async (db: Database): Promise<string | null> => {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})::text` })
    .from(reviews)
    .where(sql`${reviews.approved}`);
  return row?.average ?? null;
};
